import { useQuery } from '@tanstack/react-query';
import type { ServiceOption } from '../api/get-service-options';

/** The catalogue the component tests see: one service with fields, one without. */
export const SERVICE_OPTIONS: ServiceOption[] = [
  {
    id: 'passport-renewal',
    name: 'Passport Application and Renewal',
    order: 1,
    applicationFields: [
      { key: 'passportNumber', label: 'Current passport number', type: 'text', required: false },
      { key: 'applicationType', label: 'Application type', type: 'select', required: true },
      { key: 'passportPhoto', label: 'Passport photo', type: 'file', required: true },
    ],
  },
  { id: 'national-id', name: 'National ID Card', order: 2, applicationFields: [] },
];

/** Stands in for api/get-service-options: vi.mock('../api/get-service-options', () => import(...)). */
export function useServiceOptions() {
  return useQuery({ queryKey: ['applications', 'services'], queryFn: async () => SERVICE_OPTIONS });
}
