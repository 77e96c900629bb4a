import type { VisitRecord } from '@centre/domain/visits';

/** A visit as the converter gives it; override what the test is about. */
export function aVisit(overrides: Partial<VisitRecord> = {}): VisitRecord {
  return {
    id: 'visit-1',
    visitorId: 'visitor-1',
    visitorName: 'Amani Otieno',
    serviceId: 'passport-renewal',
    serviceName: 'Passport renewal',
    purpose: '',
    ticket: 'A-007',
    queueDate: '2026-11-21',
    status: 'waiting',
    priority: 'normal',
    appointmentId: null,
    assignedTo: null,
    assignedToName: null,
    desk: null,
    deskStaffId: null,
    recallCount: 0,
    checkedInAt: new Date('2026-11-21T06:00:00Z'),
    calledAt: null,
    startedAt: null,
    completedAt: null,
    waitMinutes: null,
    serviceMinutes: null,
    outcome: null,
    createdBy: 'reception-1',
    createdByName: 'Rehema',
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
