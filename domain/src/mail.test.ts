import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BACKOFF_MINUTES, mailIds, nextMailAttemptAt } from './mail';

const failedAt = new Date('2026-07-14T10:00:00.000Z');
const minutesAfter = (date: Date | null) =>
  date === null ? null : (date.getTime() - failedAt.getTime()) / 60_000;

describe('nextMailAttemptAt', () => {
  it('waits 1, 5, 15 then 60 minutes after the 1st, 2nd, 3rd and 4th failed attempt', () => {
    expect(
      [1, 2, 3, 4].map((attempts) => minutesAfter(nextMailAttemptAt(attempts, failedAt))),
    ).toEqual([1, 5, 15, 60]);
    expect(MAIL_RETRY_BACKOFF_MINUTES).toEqual([1, 5, 15, 60]);
  });

  it('treats 0 attempts like the first (one minute)', () => {
    expect(minutesAfter(nextMailAttemptAt(0, failedAt))).toBe(1);
  });

  it('gives up after the last automatic attempt', () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(5);
    expect(nextMailAttemptAt(MAIL_MAX_ATTEMPTS, failedAt)).toBeNull();
    expect(nextMailAttemptAt(MAIL_MAX_ATTEMPTS + 3, failedAt)).toBeNull();
  });

  it('does not change the failure time it is given', () => {
    const at = new Date(failedAt);
    nextMailAttemptAt(2, at);
    expect(at.getTime()).toBe(failedAt.getTime());
  });
});

describe('mailIds', () => {
  it('is deterministic: the same record gives the same id', () => {
    expect(mailIds.appointmentConfirmed('a1')).toBe(mailIds.appointmentConfirmed('a1'));
    expect(mailIds.staffDigest('u1', '2026-07-14')).toBe(mailIds.staffDigest('u1', '2026-07-14'));
  });

  it('spells each id as documented', () => {
    expect(mailIds.applicationReceived('x')).toBe('app_x_received');
    expect(mailIds.applicationStatus('x', 'approved', 'h1')).toBe('app_x_approved_h1');
    expect(mailIds.appointmentConfirmed('a')).toBe('appt_a_confirmed');
    expect(mailIds.appointmentRescheduled('a', 2)).toBe('appt_a_rescheduled_2');
    expect(mailIds.appointmentCancelled('a')).toBe('appt_a_cancelled');
    expect(mailIds.appointmentReminder('a', '2026-07-14', '09:30')).toBe(
      'appt_a_reminder24h_2026-07-14_0930',
    );
    expect(mailIds.examSeatBooked('b')).toBe('exam_b_booked');
    expect(mailIds.examSeatReminder('b')).toBe('exam_b_reminder3d');
    expect(mailIds.licenceReady('r')).toBe('lic_r_ready');
    expect(mailIds.bankRequestReceived('q')).toBe('bank_q_received');
    expect(mailIds.staffDigest('u', '2026-07-14')).toBe('digest_u_2026-07-14');
  });

  it('tells apart what must be sent separately', () => {
    expect(mailIds.appointmentRescheduled('a', 1)).not.toBe(mailIds.appointmentRescheduled('a', 2));
    expect(mailIds.appointmentReminder('a', '2026-07-14', '09:00')).not.toBe(
      mailIds.appointmentReminder('a', '2026-07-15', '09:00'),
    );
    expect(mailIds.applicationStatus('x', 'approved', 'h1')).not.toBe(
      mailIds.applicationStatus('x', 'approved', 'h2'),
    );
    expect(mailIds.staffDigest('u', '2026-07-14')).not.toBe(mailIds.staffDigest('v', '2026-07-14'));
  });

  it('gives ids a Firestore document id (and the retryMail input) accepts', () => {
    const ids = [
      mailIds.applicationStatus('AbC123', 'awaiting_info', 'evt9'),
      mailIds.appointmentReminder('a', '2026-07-14', '09:30'),
      mailIds.staffDigest('uid_1', '2026-07-14'),
    ];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
