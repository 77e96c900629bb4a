import type {
  AppointmentRecord,
  ExamBookingRecord,
  ExamSessionRecord,
} from '../../../data/appointments/converter';
import type { CurrentStaff } from '../types';

/** A record builder: these defaults under the overrides, which name the record's id. */
const recordBuilder =
  <T extends { id: string }>(defaults: Omit<T, 'id'>) =>
  (overrides: Partial<T> & { id: string }): T =>
    ({ ...defaults, ...overrides }) as T;

export const anAppointment = recordBuilder<AppointmentRecord>({
  reference: 'APT-7K3Q9D',
  serviceId: 'passport-renewal',
  serviceName: 'Passport renewal',
  date: '2026-11-20',
  start: '09:00',
  end: '09:30',
  slotId: 'passport-renewal_2026-11-20_0900',
  name: 'Amani Otieno',
  email: 'amani@example.com',
  phone: '+254 712 345678',
  language: 'sw',
  notes: 'Bring the old passport',
  status: 'booked',
  visitId: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: null,
  cancelledAt: null,
  rescheduleCount: 0,
});

export const aSession = recordBuilder<ExamSessionRecord>({
  date: '2026-12-01',
  startTime: '09:00',
  location: 'Hall A',
  capacity: 20,
  booked: 0,
  status: 'open',
});

export const aBooking = recordBuilder<ExamBookingRecord>({
  registrationId: 'app-1',
  reference: 'APP-7K3Q9D',
  candidateName: 'Wanjiru Kamau',
  sessionId: 's1',
  status: 'booked',
  createdAt: null,
});

export function staffUser(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return {
    uid: 'staff-1',
    displayName: 'Baraka Mwangi',
    // receptionists may view appointments but not change them
    role: 'receptionist',
    permissions: [],
    ...overrides,
  };
}

export const manager = () => staffUser({ uid: 'manager-1', role: 'manager' });
