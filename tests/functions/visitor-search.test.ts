// findVisitors by the last digits of a phone on the emulators: the desk is shown phones masked as
// `•••• 0104`, so a receptionist who has only the last 4 digits (or the local 7) finds the
// visitor with them rather than adding a duplicate; whole numbers, names and ID numbers still
// find them, and the result keeps its limit. Registration and the rest of the search:
// visits.test.ts.
import { COLLECTIONS } from '@centre/domain/collections';
import {
  VISITOR_LIMITS,
  searchPrefixTokens,
  type SavedVisitor,
  type VisitorMatch,
} from '@centre/domain/visits';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { clearProject } from '../support/emulator-reset';
import { closeClients, signedInStaff, type Client } from '../support/functions-client';
import { seedQueue, visitorDetails } from '../support/visits';

let reception: Client;

beforeEach(async () => {
  await clearProject();
  await seedQueue();
  ({ client: reception } = await signedInStaff('receptionist'));
});
afterEach(closeClients);

const save = async (overrides: Parameters<typeof visitorDetails>[0], visitorId?: string) =>
  (
    await reception.call<SavedVisitor>('saveVisitor', {
      requestId: randomUUID(),
      ...(visitorId ? { visitorId } : {}),
      visitor: visitorDetails(overrides),
    })
  ).visitorId;
const idsFound = async (query: string) =>
  (await reception.call<VisitorMatch[]>('findVisitors', { query })).map((m) => m.visitorId).sort();

describe('findVisitors by the last digits of a phone', () => {
  it('finds a visitor by the last 4 or 7 digits of their phone, and still by ID number', async () => {
    const nakato = await save({
      firstName: 'Nakato',
      lastName: 'Ssempala',
      phone: '+1 780 555 0104',
      idType: 'residence_permit',
      idNumber: 'RP-00418833',
    });
    const other = await save({ firstName: 'Baraka', lastName: 'Otieno', phone: '(587) 555-0177' });

    for (const query of ['0104', '555 0104', '555-0104', '5550104', '•••• 0104']) {
      expect(await idsFound(query), query).toEqual([nakato]);
    }
    for (const query of ['0177', '555 0177']) {
      expect(await idsFound(query), query).toEqual([other]);
    }
    for (const query of ['RP-0041', 'rp00418833', '(780) 555-0104', '7805550104', 'Nakato']) {
      expect(await idsFound(query), query).toEqual([nakato]);
    }
    // Other lengths of digits are no phone ending.
    for (const query of ['104', '50104', '8833']) {
      expect(await idsFound(query), query).toEqual([]);
    }
    const [match] = await reception.call<VisitorMatch[]>('findVisitors', { query: '0104' });
    expect(match?.phoneMasked).toBe('•••• 0104');
  });

  it('finds every visitor whose phone ends so, up to the usual limit', async () => {
    const areaCodes = [204, 226, 236, 250, 306, 403, 416, 514, 587, 604, 613, 780];
    expect(areaCodes.length).toBeGreaterThan(VISITOR_LIMITS.searchResults);
    const ids = await Promise.all(
      areaCodes.map((code) => save({ phone: `(${String(code)}) 555-0104` })),
    );
    const found = await idsFound('0104');
    expect(found).toHaveLength(VISITOR_LIMITS.searchResults);
    expect(ids).toEqual(expect.arrayContaining(found));
    expect(await idsFound('555 0104')).toHaveLength(VISITOR_LIMITS.searchResults);
  });

  it('gives a visitor saved before phone endings existed them on their next save', async () => {
    const visitorId = await save({ firstName: 'Old', lastName: 'Record', phone: '780 555 0199' });
    const ref = adminDb.collection(COLLECTIONS.visitors).doc(visitorId);
    // The tokens as they were written before: prefixes only.
    await ref.update({
      searchTokens: searchPrefixTokens({
        firstName: 'Old',
        lastName: 'Record',
        phone: '+17805550199',
        idNumber: null,
      }),
    });
    expect(await idsFound('0199')).toEqual([]);
    // The desk updates them with the phone left empty (it keeps the stored one).
    await save({ firstName: 'Old', lastName: 'Record', phone: '', idNumber: '' }, visitorId);
    expect(await idsFound('0199')).toEqual([visitorId]);
    expect(await idsFound('555 0199')).toEqual([visitorId]);
  });
});
