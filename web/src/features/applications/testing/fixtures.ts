import type { ApplicationRecord } from '../../../data/applications/converter';
import { anApplicant, freshSubmission } from '../../../test/fixtures';

export function anApplication(
  overrides: Partial<ApplicationRecord> & { id: string },
): ApplicationRecord {
  return {
    reference: 'APP-7K3Q9D',
    serviceId: 'passport-renewal',
    kind: 'service',
    applicant: anApplicant(),
    answers: {},
    ...freshSubmission(),
    priority: 'normal',
    createdAt: new Date('2026-03-02T09:30:00Z'),
    updatedAt: null,
    statusChangedAt: null,
    decidedAt: null,
    ...overrides,
  };
}
