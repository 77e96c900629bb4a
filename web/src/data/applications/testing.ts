import type { ApplicationRecord } from './converter';

/** The applicant of the stored HCA exam application the tests read (as stored and as parsed). */
export const HCA_APPLICANT: ApplicationRecord['applicant'] = {
  firstName: 'Amani',
  lastName: 'Otieno',
  dateOfBirth: '1988-01-20',
  email: 'amani@example.com',
  phone: '+254 712 345678',
  address: '',
  language: 'en',
};
