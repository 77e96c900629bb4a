import { describe, expect, it } from 'vitest';
import {
  appointmentMails,
  applicationMails,
  bankRequestReceivedMail,
  examSeatBookedMail,
  languageOf,
  licenceReadyMail,
} from './decisions';

const appointment = { status: 'booked', date: '2026-07-14', start: '10:30', rescheduleCount: 0 };

describe('appointmentMails', () => {
  it('confirms a new booking once, under its confirmation id', () => {
    expect(appointmentMails('a1', undefined, appointment)).toEqual([
      { template: 'appointment_booked', id: 'appt_a1_confirmed', sequence: 0 },
    ]);
  });

  it('sends a rescheduled mail per move, named by the reschedule count', () => {
    const moved = { ...appointment, date: '2026-07-15', rescheduleCount: 1 };
    expect(appointmentMails('a1', appointment, moved)).toEqual([
      { template: 'appointment_rescheduled', id: 'appt_a1_rescheduled_1', sequence: 1 },
    ]);
    const again = { ...moved, start: '11:00', rescheduleCount: 2 };
    expect(appointmentMails('a1', moved, again)[0]!.id).toBe('appt_a1_rescheduled_2');
  });

  it('sends the cancelled mail on the move to cancelled only', () => {
    const cancelled = { ...appointment, status: 'cancelled' };
    expect(appointmentMails('a1', appointment, cancelled)).toEqual([
      { template: 'appointment_cancelled', id: 'appt_a1_cancelled' },
    ]);
    expect(appointmentMails('a1', cancelled, { ...cancelled, updatedAt: 1 })).toEqual([]);
  });

  it('mails nothing for check-in, completion, a deletion or an unchanged write', () => {
    const checkedIn = { ...appointment, status: 'checked_in' };
    expect(appointmentMails('a1', appointment, checkedIn)).toEqual([]);
    expect(appointmentMails('a1', checkedIn, { ...checkedIn, status: 'completed' })).toEqual([]);
    expect(appointmentMails('a1', appointment, undefined)).toEqual([]);
    expect(appointmentMails('a1', appointment, { ...appointment })).toEqual([]);
  });
});

describe('applicationMails', () => {
  const submitted = { status: 'submitted', reference: null, statusNote: '' };
  const referenced = { ...submitted, reference: 'APP-7K3Q9D' };

  it('sends "received" when the reference appears, not before and not again', () => {
    expect(applicationMails('x', 'e1', undefined, submitted)).toEqual([]);
    expect(applicationMails('x', 'e2', submitted, referenced)).toEqual([
      { template: 'application_received', id: 'app_x_received' },
    ]);
    expect(applicationMails('x', 'e3', referenced, { ...referenced, priority: 'urgent' })).toEqual(
      [],
    );
  });

  it('sends a status mail with the note for each mailed status, keyed by the change', () => {
    const awaiting = { ...referenced, status: 'awaiting_info', statusNote: 'Send your photo' };
    expect(applicationMails('x', 'e4', { ...referenced, status: 'in_review' }, awaiting)).toEqual([
      {
        template: 'application_status',
        id: 'app_x_awaiting_info_e4',
        status: 'awaiting_info',
        note: 'Send your photo',
      },
    ]);
    for (const status of ['approved', 'rejected', 'completed']) {
      const mails = applicationMails('x', 'e5', awaiting, { ...awaiting, status, statusNote: '' });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status, note: '' });
    }
  });

  it('sends nothing for in_review or withdrawn', () => {
    for (const status of ['in_review', 'withdrawn']) {
      expect(applicationMails('x', 'e6', referenced, { ...referenced, status })).toEqual([]);
    }
  });
});

describe('the other records', () => {
  it('licence ready: once, on the move to ready_for_collection, with the delivery chosen', () => {
    const sent = { status: 'sent_to_authority', answers: { delivery: 'courier' } };
    const ready = { ...sent, status: 'ready_for_collection' };
    expect(licenceReadyMail('r', sent, ready)).toEqual({ id: 'lic_r_ready', delivery: 'courier' });
    expect(licenceReadyMail('r', ready, { ...ready })).toBeNull();
    expect(licenceReadyMail('r', sent, { ...ready, answers: {} })?.delivery).toBe('collect');
  });

  it('bank request: when it has its BNK- reference', () => {
    expect(bankRequestReceivedMail('b', undefined, { reference: 'BNK-7K3Q9D' })).toBe(
      'bank_b_received',
    );
    expect(
      bankRequestReceivedMail('b', { reference: 'BNK-7K3Q9D' }, { reference: 'BNK-7K3Q9D' }),
    ).toBeNull();
  });

  it('exam seat: a booked seat', () => {
    expect(examSeatBookedMail('s', { status: 'booked' })).toBe('exam_s_booked');
    expect(examSeatBookedMail('s', { status: 'cancelled' })).toBeNull();
  });

  it('reads a record language, English when it is not one of ours', () => {
    expect(languageOf('sw')).toBe('sw');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
