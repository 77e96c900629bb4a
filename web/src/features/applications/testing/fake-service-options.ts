import { useQuery } from '@tanstack/react-query';
import type { ServiceOption } from '../../../data/services/converter';
import { useLocalizeService } from '../../../data/services/localize';

/**
 * The catalogue the component tests see: one service with fields (and Kiswahili words for its
 * name and a field), one without.
 */
export const SERVICE_OPTIONS: ServiceOption[] = [
  {
    id: 'passport-renewal',
    name: 'Passport Application and Renewal',
    order: 1,
    bookable: true,
    applicationFields: [
      { key: 'passportNumber', label: 'Current passport number', type: 'text', required: false },
      { key: 'applicationType', label: 'Application type', type: 'select', required: true },
      { key: 'passportPhoto', label: 'Passport photo', type: 'file', required: true },
    ],
    translations: {
      sw: {
        name: 'Kuomba na kuhuisha pasipoti',
        applicationFields: { applicationType: { label: 'Aina ya ombi' } },
      },
    },
  },
  { id: 'national-id', name: 'National ID Card', order: 2, bookable: false, applicationFields: [] },
];

/**
 * Stands in for data/services/list-service-options: vi.mock(path, () => import(...)). Shows the
 * options in the page's language, as the real read's `select` does.
 */
export function useServiceOptions() {
  const localize = useLocalizeService();
  return useQuery({
    queryKey: ['services', 'options'],
    queryFn: async () => SERVICE_OPTIONS,
    select: (options: ServiceOption[]) => options.map(localize),
  });
}
