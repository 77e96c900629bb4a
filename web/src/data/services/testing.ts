import type { Service } from '@centre/domain/services';
import { APPLICATION_TYPE_FIELD, passportService } from '@centre/domain/testing/public-documents';
import { useQuery } from '@tanstack/react-query';
import type { ServiceOption } from './converter';
import { serviceKeys } from './keys';
import { useLocalizeService } from './localize';

/** A catalogue entry for tests; override what the test is about. */
export function aService(overrides: Partial<Service> = {}): Service {
  return {
    id: 'passport-renewal',
    ...passportService(),
    applicationFields: [
      { key: 'passportPhoto', label: 'Passport photo', type: 'file', required: true },
    ],
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

/** A staff catalogue entry (ServiceOption) for tests: passport renewal, with its Kiswahili name. */
export function aServiceOption(overrides: Partial<ServiceOption> = {}): ServiceOption {
  return {
    id: 'passport-renewal',
    name: 'Passport renewal',
    order: 1,
    bookable: true,
    applicationFields: [],
    translations: { sw: { name: 'Kuhuisha pasipoti' } },
    ...overrides,
  };
}

/** The staff catalogue of the desk and visits tests: passport renewal (with Kiswahili), banking. */
export const STAFF_CATALOGUE: ServiceOption[] = [
  aServiceOption(),
  aServiceOption({ id: 'banking', name: 'Banking', order: 2, translations: undefined }),
];

/**
 * Stands in for list-service-options (`vi.mock(path, async () => (await import(...))
 * .fakeServiceOptions(options))`): the options cached under the real key, shown in the page's
 * language as the real read's `select` shows them.
 */
export function fakeServiceOptions(options: ServiceOption[]) {
  return {
    useServiceOptions: () => {
      const localize = useLocalizeService();
      return useQuery({
        queryKey: serviceKeys.options(),
        queryFn: async () => options,
        initialData: options,
        select: (shown: ServiceOption[]) => shown.map(localize),
      });
    },
  };
}

/** Passport with a select field and Kiswahili words for its name, summary, documents and field. */
export const PASSPORT_IN_KISWAHILI = aService({
  applicationFields: [APPLICATION_TYPE_FIELD],
  translations: {
    sw: {
      name: 'Kuomba na kuhuisha pasipoti',
      summary: 'Omba pasipoti mpya au uhuishe iliyopo.',
      requiredDocuments: ['Pasipoti ya sasa au iliyokwisha muda', 'Picha mbili za pasipoti'],
      applicationFields: {
        applicationType: { label: 'Aina ya ombi', options: ['Pasipoti mpya', 'Kuhuisha'] },
      },
    },
  },
});
