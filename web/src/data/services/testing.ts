import type { Service } from '@centre/domain/services';

/** A catalogue entry for tests; override what the test is about. */
export function aService(overrides: Partial<Service> = {}): Service {
  return {
    id: 'passport-renewal',
    name: 'Passport Application and Renewal',
    slug: 'passport-renewal',
    category: 'Travel documents',
    summary: 'Apply for a new passport or renew an expiring one.',
    description: 'Our staff check your application and documents before they are sent.',
    requiredDocuments: ['Current or expired passport', 'Two passport photos'],
    fee: 120,
    processingTime: '4-6 weeks',
    durationMinutes: 30,
    bookable: true,
    applicationFields: [
      { key: 'passportPhoto', label: 'Passport photo', type: 'file', required: true },
    ],
    active: true,
    order: 1,
    ...overrides,
  };
}

export const CATALOGUE: Service[] = [
  aService(),
  aService({
    id: 'national-id',
    name: 'National ID Card',
    slug: 'national-id',
    category: 'Identity',
    summary: 'First national ID card or replacement of a lost card.',
    order: 2,
  }),
  aService({
    id: 'banking',
    name: 'Equity Bank Diaspora Account',
    slug: 'banking',
    category: 'Banking',
    summary: 'Open a home-country account while you live abroad.',
    fee: 0,
    applicationFields: [],
    order: 3,
  }),
  aService({
    id: 'notary-attestation',
    name: 'Notary and Attestation',
    slug: 'notary-attestation',
    category: 'Certificates',
    summary: 'Certified copies, affidavits and document attestation.',
    order: 4,
  }),
];
