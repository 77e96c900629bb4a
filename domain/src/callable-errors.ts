/**
 * What a callable answers when Firestore or Auth refuses its work for a reason the callable did
 * not check itself (functions/src/https/to-https-error.ts maps the error's code to one of these).
 * Shown as they are; the client maps codes it knows (docs/product.md §8) to its own messages first.
 */
export const CALLABLE_ERROR_MESSAGES = {
  invalidRequest: 'The request is not valid. Check the details and try again.',
  notFound: 'We could not find what this request refers to.',
  alreadyExists: 'This already exists.',
  accountExists: 'An account with this email address already exists.',
  accountDisabled: 'This account is disabled.',
  signInAgain: 'Your session has ended. Please sign in again.',
  notAllowed: 'This operation is not allowed.',
  conditionNotMet: 'This cannot be done right now.',
  busy: 'Too many requests at once. Please try again in a moment.',
  timeout: 'The request took too long. Please try again.',
  cancelled: 'The request was cancelled.',
  outOfRange: 'A value in the request is out of range.',
  unsupported: 'This operation is not supported.',
  /** docs/product.md §8's wording for an unavailable service. */
  unavailable: 'Service temporarily unavailable. Please try again later.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;
