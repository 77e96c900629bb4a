import type { Applicant, ApplicationHistoryRecord } from '@centre/domain/applications';
import type { CurrentStaff } from '../data/users/session-user';

/** The applicant of the test records (applications, licence renewals): a fresh copy each call. */
export function anApplicant(): Applicant {
  return {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    dateOfBirth: '1990-04-12',
    email: 'wanjiru@example.com',
    phone: '+44 7700 900123',
    address: '12 Acacia Road, Leeds',
    language: 'sw',
  };
}

/**
 * What a stored public submission (an application, a licence renewal) holds until staff act on
 * it: sent online with no documents, 'submitted' without a note, nobody assigned.
 */
export function freshSubmission() {
  return {
    documents: [],
    status: 'submitted' as const,
    statusNote: '',
    source: 'online' as const,
    assignedTo: null,
    assignedToName: null,
    updatedBy: null,
  };
}

/** A member of staff as the pages take them (the session user): an agent; overrides on top. */
export function staffUser(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return {
    uid: 'agent-1',
    displayName: 'Baraka Mwangi',
    role: 'agent',
    permissions: [],
    ...overrides,
  };
}

/** The active staff the pickers and filters offer in the tests (agent-1 is staffUser()). */
export const STAFF_CHOICES = [
  { value: 'agent-1', label: 'Baraka Mwangi' },
  { value: 'agent-2', label: 'Chiku Njeri' },
];

/**
 * A workflow record's history entry as read (applications, licence renewals and bank requests keep
 * the same): its id, kind and time, and what the case gives of the move, who made it and the note;
 * the rest null.
 */
export function aHistoryEntry(
  entry: Pick<ApplicationHistoryRecord, 'id' | 'kind' | 'at'> & Partial<ApplicationHistoryRecord>,
): ApplicationHistoryRecord {
  return {
    from: null,
    to: null,
    fromName: null,
    toName: null,
    by: null,
    byName: null,
    note: null,
    ...entry,
  };
}
