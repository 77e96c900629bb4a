/** Key factory for the feature; the public only writes contact messages, so nothing is cached. */
export const contactKeys = {
  all: ['contact-messages'] as const,
};
