import { newVisitRecord, type VisitRecord } from '@centre/domain/visits';

/** A visit as the converter gives it; override what the test is about. */
export function aVisit(overrides: Partial<VisitRecord> = {}): VisitRecord {
  return {
    id: 'visit-1',
    ...newVisitRecord(
      {
        visitorId: 'visitor-1',
        visitorName: 'Amani Otieno',
        serviceId: 'passport-renewal',
        serviceName: 'Passport renewal',
        purpose: '',
        ticket: 'A-007',
        queueDate: '2026-11-21',
        priority: 'normal',
        appointmentId: null,
        createdBy: 'reception-1',
        createdByName: 'Rehema',
      },
      new Date('2026-11-21T06:00:00Z'),
    ),
    updatedAt: null,
    ...overrides,
  };
}

export const SERVICES = [
  {
    id: 'passport-renewal',
    name: 'Passport renewal',
    order: 1,
    bookable: true,
    applicationFields: [],
  },
  { id: 'banking', name: 'Banking', order: 2, bookable: true, applicationFields: [] },
];
