import { COLLECTIONS } from './collections';

/**
 * Public submissions of the application form (docs/product.md §3.4): a service application is
 * written to applications/{clientRequestId}; a request for the licence-renewal service to
 * licenceRenewals/{clientRequestId} (§4.13). The form, its upload grants, its device queue and
 * its receipt are the same; only the collection, and with it the Storage folder of the documents,
 * differ.
 */

/** The catalogue service whose public requests are licence renewals, not applications. */
export const LICENCE_RENEWAL_SERVICE_ID = 'licence-renewal';

/** The collections a public submission may be written to. */
export const SUBMISSION_COLLECTIONS = [
  COLLECTIONS.applications,
  COLLECTIONS.licenceRenewals,
] as const;
export type SubmissionCollection = (typeof SUBMISSION_COLLECTIONS)[number];

/** Where a public submission for a service is written. */
export function submissionCollection(serviceId: string): SubmissionCollection {
  return serviceId === LICENCE_RENEWAL_SERVICE_ID
    ? COLLECTIONS.licenceRenewals
    : COLLECTIONS.applications;
}

/** Storage path of a submission's document: {collection}/{submissionId}/{fileName}. */
export function submissionDocumentPath(
  collection: SubmissionCollection,
  submissionId: string,
  fileName: string,
): string {
  return `${collection}/${submissionId}/${fileName}`;
}

/** The collection and id of a submissionDocumentPath; null for any other path. */
export function submissionOfDocumentPath(
  path: string,
): { collection: SubmissionCollection; id: string } | null {
  const match = /^([^/]+)\/([^/]+)\/[^/]+$/.exec(path);
  if (!match) return null;
  const collection = SUBMISSION_COLLECTIONS.find((name) => name === match[1]);
  return collection ? { collection, id: match[2] as string } : null;
}
