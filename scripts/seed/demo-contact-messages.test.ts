// The demo's contact form messages as setContactMessageStatus would leave them (docs/product.md
// §4.15): new ones untouched, handled ones by staff who may send messages, with the name the
// server writes and one 'status' history entry; in English and Kiswahili.
import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../domain/src/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../domain/src/collections';
import {
  contactMessageHistoryEntrySchema,
  contactMessageRecordSchema,
  contactSubjectKey,
} from '../../domain/src/contact';
import { ROLE_PERMISSIONS } from '../../domain/src/permissions';
import { isRole } from '../../domain/src/roles';
import { demoCentre, demoWrites, type DemoService } from './demo-centre';
import { readDemoInputs } from './demo-inputs';

const { users, services, booking, settings } = readDemoInputs();
const now = new Date('2026-11-25T18:00:00Z');
const centre = demoCentre({
  today: localDateTime(settings, now).date,
  now,
  settings,
  services: services as unknown as DemoService[],
  staff: users,
  examSessions: booking.examSessions,
});
const messages = centre.contactMessages.map((message) => ({
  ...message,
  parsed: contactMessageRecordSchema.parse({ ...message.data, id: message.id }),
}));

describe('demo contact messages', () => {
  it('has new and handled ones, in English and Kiswahili, some over several lines', () => {
    expect(new Set(messages.map((m) => m.parsed.status))).toEqual(new Set(['new', 'handled']));
    expect(new Set(messages.map((m) => m.parsed.language))).toEqual(new Set(['en', 'sw']));
    expect(messages.some((m) => m.parsed.message.includes('\n'))).toBe(true);
  });

  it('has only subjects the form offers (so staff read them in their language)', () => {
    for (const { parsed } of messages) expect(contactSubjectKey(parsed.subject)).not.toBeNull();
  });

  it('marks handled ones by staff who hold send_messages, by name, with one history entry', () => {
    const byUid = new Map(users.map((user) => [user.uid, user]));
    for (const { parsed, history } of messages) {
      if (parsed.status === 'new') {
        expect(parsed.handledBy).toBeUndefined();
        expect(history).toEqual([]);
        continue;
      }
      const handler = byUid.get(parsed.handledBy ?? '');
      expect(handler && isRole(handler.role) && ROLE_PERMISSIONS[handler.role]).toContain(
        'send_messages',
      );
      expect(parsed.handledByName).toBe(handler?.displayName);
      expect(parsed.handledAt!.getTime()).toBeGreaterThan(parsed.createdAt!.getTime());
      expect(parsed.handledAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(history).toHaveLength(1);
      expect(
        contactMessageHistoryEntrySchema.parse({ ...history[0]!.data, id: history[0]!.id }),
      ).toMatchObject({
        kind: 'status',
        from: 'new',
        to: 'handled',
        by: parsed.handledBy,
        byName: parsed.handledByName,
      });
    }
  });

  it('writes each message and then its history', () => {
    const paths = demoWrites(centre, { withDocuments: false }).map((write) => write.path);
    for (const { id, history } of messages) {
      expect(paths).toContain(`${COLLECTIONS.contactMessages}/${id}`);
      for (const entry of history)
        expect(paths).toContain(
          `${COLLECTIONS.contactMessages}/${id}/${SUBCOLLECTIONS.history}/${entry.id}`,
        );
    }
  });
});
