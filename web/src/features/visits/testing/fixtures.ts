import { newVisitRecord, type VisitRecord } from '@centre/domain/visits';
import { STAFF_CATALOGUE } from '../../../data/services/testing';

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

/** The staff catalogue (data/services ServiceOption): passport renewal has Kiswahili words. */
export const SERVICES = STAFF_CATALOGUE;
