import type { Applicant } from '@centre/domain/applications';

/** The applicant the form tests fill in (spread it to change what a test is about). */
export const APPLICANT: Readonly<Applicant> = {
  firstName: 'Amina',
  lastName: 'Otieno',
  dateOfBirth: '1990-04-12',
  email: 'amina@example.com',
  phone: '+1 555 0100',
  address: '',
  language: 'en',
};
