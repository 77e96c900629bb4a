import type { MailRecord } from './converter';

/** A stored outbox mail as the converter gives it; override what the test is about. */
export function aMail(overrides: Partial<MailRecord> & { id: string }): MailRecord {
  return {
    to: 'amani@example.com',
    message: {
      subject: 'Your appointment APT-7K3Q9',
      text: 'Your appointment is booked.',
      html: '<p>Your appointment is booked.</p>',
    },
    render: { template: 'appointment_booked', language: 'en', data: {} },
    ref: { collection: 'appointments', id: 'a1' },
    createdAt: new Date('2026-11-20T08:30:00Z'),
    delivery: { state: 'SUCCESS', attempts: 1, error: null },
    ...overrides,
  };
}
