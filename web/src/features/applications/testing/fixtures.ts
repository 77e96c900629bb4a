import type { ApplicationRecord } from '../../../data/applications/converter';
import type { CurrentStaff } from '../types';

export function anApplication(
  overrides: Partial<ApplicationRecord> & { id: string },
): ApplicationRecord {
  return {
    reference: 'APP-7K3Q9D',
    serviceId: 'passport-renewal',
    kind: 'service',
    applicant: {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      dateOfBirth: '1990-04-12',
      email: 'wanjiru@example.com',
      phone: '+44 7700 900123',
      address: '12 Acacia Road, Leeds',
      language: 'sw',
    },
    answers: {},
    documents: [],
    status: 'submitted',
    statusNote: '',
    source: 'online',
    assignedTo: null,
    assignedToName: null,
    priority: 'normal',
    createdAt: new Date('2026-03-02T09:30:00Z'),
    updatedAt: null,
    updatedBy: null,
    statusChangedAt: null,
    ...overrides,
  };
}

export function staffUser(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return {
    uid: 'agent-1',
    displayName: 'Baraka Mwangi',
    role: 'agent',
    permissions: [],
    ...overrides,
  };
}
