import { COLLECTIONS } from '@centre/domain/collections';
import { collection, limit, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { applicationConverter, type ApplicationRecord } from './converter';
import { applicationKeys } from './keys';

export const APPLICANT_APPLICATIONS_LIMIT = 10;

/**
 * The applications sent with one email address, newest first: a visit's page shows the
 * visitor's applications (docs/product.md §10). An equality on `applicant.email` needs no
 * composite index; the few results are sorted here.
 */
export async function listApplicantApplications(email: string): Promise<ApplicationRecord[]> {
  const rows = await readDocuments(
    query(
      collection(db, COLLECTIONS.applications).withConverter(applicationConverter),
      where('applicant.email', '==', email),
      limit(APPLICANT_APPLICATIONS_LIMIT),
    ),
  );
  return rows.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

const read = defineRead(
  (email: string) => [...applicationKeys.lists(), 'applicant', email] as const,
  listApplicantApplications,
);
export const applicantApplicationsQueryOptions = read.options;
export const useApplicantApplications = read.useRead;
