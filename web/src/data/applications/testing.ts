import type { ApplicationRecord } from './converter';

/**
 * An applicant as stored and as parsed: the one the tests' stored applications and licence
 * renewals carry (a renewal's applicant has the application's fields).
 */
export const AN_APPLICANT: ApplicationRecord['applicant'] = {
  firstName: 'Amani',
  lastName: 'Otieno',
  dateOfBirth: '1988-01-20',
  email: 'amani@example.com',
  phone: '+254 712 345678',
  address: '',
  language: 'en',
};

/** The applicant of the stored HCA exam application the tests read. */
export const HCA_APPLICANT = AN_APPLICANT;
