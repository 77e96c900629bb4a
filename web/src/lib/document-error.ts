import { describeError } from './error-description';
import { APPLICATION_ERRORS } from './error-messages';

/** Why a document could not be opened (docs/product.md §8 storage codes the staff can meet). */
export function documentErrorMessage(error: unknown): string {
  return describeError(error, {
    byCode: {
      'object-not-found': APPLICATION_ERRORS.documentNotFound,
      unauthorized: APPLICATION_ERRORS.documentDenied,
      unauthenticated: APPLICATION_ERRORS.documentDenied,
      'unauthorized-app': APPLICATION_ERRORS.documentDenied,
      'retry-limit-exceeded': APPLICATION_ERRORS.documentStoreDown,
      'quota-exceeded': APPLICATION_ERRORS.documentStoreDown,
    },
    fallback: APPLICATION_ERRORS.documentFailed,
  });
}
