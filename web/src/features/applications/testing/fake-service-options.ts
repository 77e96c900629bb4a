import { useQuery } from '@tanstack/react-query';
import type { ServiceOption } from '../../../data/services/converter';

/** The catalogue the component tests see: one service with fields, one without. */
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
  },
  { id: 'national-id', name: 'National ID Card', order: 2, bookable: false, applicationFields: [] },
];

/** Stands in for data/services/list-service-options: vi.mock(path, () => import(...)). */
export function useServiceOptions() {
  return useQuery({ queryKey: ['services', 'options'], queryFn: async () => SERVICE_OPTIONS });
}
