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

/** The one public way to request a renewal: the page, its form and its status check. */
export const LICENCE_RENEWAL_PATH = '/license-renewal';

/**
 * Where the public applies online for a service: the licence renewal only on its own page (its
 * form is the application form bound to it), every other service on /service-application/{id}.
 */
export function serviceApplicationPath(serviceId: string): string {
  return serviceId === LICENCE_RENEWAL_SERVICE_ID
    ? LICENCE_RENEWAL_PATH
    : `/service-application/${encodeURIComponent(serviceId)}`;
}

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
