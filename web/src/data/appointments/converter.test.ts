import { describe, expect, it } from 'vitest';
import { fakeSnapshot, fakeTimestamp } from '../fake-snapshot';
import {
  appointmentConverter,
  appointmentHistoryConverter,
  examBookingConverter,
  examSessionConverter,
} from './converter';

describe('converters', () => {
  it('reads an appointment with Dates and the id', () => {
    const appointment = appointmentConverter.fromFirestore(
      fakeSnapshot('a1', {
        reference: 'APT-7K3Q9D',
        serviceId: 'banking',
        serviceName: 'Banking',
        date: '2026-11-21',
        start: '09:00',
        end: '09:30',
        slotId: 'banking_2026-11-21_0900',
        name: 'Amani Otieno',
        email: 'amani@example.com',
        phone: '+254 712 345678',
        language: 'sw',
        notes: '',
        status: 'booked',
        visitId: null,
        createdAt: fakeTimestamp('2026-11-01T10:00:00Z'),
        updatedAt: fakeTimestamp('2026-11-01T10:00:00Z'),
      }),
    );
    expect(appointment).toMatchObject({
      id: 'a1',
      reference: 'APT-7K3Q9D',
      status: 'booked',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      cancelledAt: null,
    });
  });

  it('refuses an appointment status the workflow does not know', () => {
    expect(() =>
      appointmentConverter.fromFirestore(fakeSnapshot('a2', { status: 'lost' })),
    ).toThrow();
  });

  it('reads a history entry, an exam session and an exam booking', () => {
    expect(
      appointmentHistoryConverter.fromFirestore(
        fakeSnapshot('h1', {
          from: 'booked',
          to: 'confirmed',
          at: fakeTimestamp('2026-11-02T08:00:00Z'),
        }),
      ),
    ).toEqual({
      id: 'h1',
      from: 'booked',
      to: 'confirmed',
      by: null,
      byName: null,
      at: new Date('2026-11-02T08:00:00Z'),
      note: null,
    });
    expect(
      examSessionConverter.fromFirestore(
        fakeSnapshot('s1', {
          date: '2026-12-01',
          startTime: '09:00',
          location: 'Hall A',
          capacity: 20,
          booked: 3,
          status: 'open',
        }),
      ),
    ).toMatchObject({ id: 's1', capacity: 20, booked: 3 });
    expect(
      examBookingConverter.fromFirestore(
        fakeSnapshot('b1', { sessionId: 's1', candidateName: 'Amani', status: 'booked' }),
      ),
    ).toMatchObject({ id: 'b1', reference: '', createdAt: null });
  });
});
