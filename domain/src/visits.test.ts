import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_SETTINGS,
  VISIT_MESSAGES,
  VISIT_TRANSITIONS,
  WAIT_ESTIMATE,
  assignVisitInput,
  canMarkNoShow,
  checkInVisitorInput,
  compareQueueOrder,
  displayFirstName,
  estimateWait,
  findVisitorsInput,
  maskEmail,
  maskIdNumber,
  maskPhone,
  minutesBetween,
  normalisePhone,
  openDeskInput,
  pickNextVisit,
  queueDateOf,
  queueSettingsSchema,
  saveVisitorInput,
  searchTokenOf,
  ticketCounterId,
  ticketNumber,
  ticketPrefixFor,
  transferVisitInput,
  updateVisitInput,
  visitorSearchQueryTokens,
  visitorSearchTokens,
  type QueueOrderFields,
} from './visits';

const REQUEST_ID = '3f0c9a52-7a1e-4c4e-9d55-2b7f0f3b1c11';

describe('tickets', () => {
  it('numbers tickets on at least three digits after the prefix', () => {
    expect(ticketNumber('A', 1)).toBe('A-001');
    expect(ticketNumber('A', 23)).toBe('A-023');
    expect(ticketNumber('PR', 999)).toBe('PR-999');
    expect(ticketNumber('B', 1000)).toBe('B-1000');
  });

  it('keys the counter by service and queue date', () => {
    expect(ticketCounterId('passport-renewal', '2026-03-02')).toBe(
      'tickets_2026-03-02_passport-renewal',
    );
  });

  it('takes the prefix set in settings/queue', () => {
    expect(ticketPrefixFor('passport-renewal', DEFAULT_QUEUE_SETTINGS)).toBe('A');
    expect(ticketPrefixFor('national-id', { ticketPrefixes: { 'national-id': 'NI' } })).toBe('NI');
  });

  it('falls back to the initials of the service id (at most three), then Q', () => {
    expect(ticketPrefixFor('quick-check', { ticketPrefixes: {} })).toBe('QC');
    expect(ticketPrefixFor('one-two-three-four', { ticketPrefixes: {} })).toBe('OTT');
    expect(ticketPrefixFor('banking', { ticketPrefixes: {} })).toBe('B');
    expect(ticketPrefixFor('123', { ticketPrefixes: {} })).toBe('Q');
  });

  it('ignores a stored prefix that is not one to three capitals', () => {
    expect(ticketPrefixFor('quick-check', { ticketPrefixes: { 'quick-check': 'abcd' } })).toBe(
      'QC',
    );
  });
});

describe('queueDateOf', () => {
  it('puts 23:30 in Edmonton on that local day, though UTC is on the next one', () => {
    // 2026-03-03T06:30Z is 2026-03-02 23:30 MST (UTC-7).
    expect(queueDateOf(new Date('2026-03-03T06:30:00Z'), 'America/Edmonton')).toBe('2026-03-02');
    // Half an hour later, local midnight: the next day.
    expect(queueDateOf(new Date('2026-03-03T07:00:00Z'), 'America/Edmonton')).toBe('2026-03-03');
  });

  it('follows summer time in Edmonton (UTC-6)', () => {
    expect(queueDateOf(new Date('2026-07-02T05:30:00Z'), 'America/Edmonton')).toBe('2026-07-01');
    expect(queueDateOf(new Date('2026-07-02T06:00:00Z'), 'America/Edmonton')).toBe('2026-07-02');
  });

  it('puts early morning in Nairobi (UTC+3) on the local day, though UTC is still on the last', () => {
    // 2026-03-02T21:30Z is 2026-03-03 00:30 in Nairobi.
    expect(queueDateOf(new Date('2026-03-02T21:30:00Z'), 'Africa/Nairobi')).toBe('2026-03-03');
    // 23:30 local in Nairobi is 20:30Z: still that local day.
    expect(queueDateOf(new Date('2026-03-02T20:30:00Z'), 'Africa/Nairobi')).toBe('2026-03-02');
  });
});

describe('call-next order', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
  const visit = (
    id: string,
    minute: number,
    overrides: Partial<QueueOrderFields & { serviceId: string; status: 'waiting' | 'called' }> = {},
  ) => ({
    id,
    priority: 'normal' as const,
    appointmentId: null as string | null,
    checkedInAt: at(minute),
    serviceId: 'passport-renewal',
    status: 'waiting' as 'waiting' | 'called',
    ...overrides,
  });

  it('puts priority first, then appointments, then walk-ins, each by check-in time', () => {
    const line = [
      visit('walk-in-early', 1),
      visit('walk-in-late', 9),
      visit('appointment', 5, { appointmentId: 'apt-1' }),
      visit('priority-late', 8, { priority: 'priority' }),
      visit('priority-appointment', 9, { priority: 'priority', appointmentId: 'apt-2' }),
      visit('appointment-early', 2, { appointmentId: 'apt-3' }),
    ];
    expect([...line].sort(compareQueueOrder).map((v) => v.id)).toEqual([
      'priority-appointment',
      'priority-late',
      'appointment-early',
      'appointment',
      'walk-in-early',
      'walk-in-late',
    ]);
  });

  it('keeps a transferred visit in its place by its original check-in time', () => {
    // Checked in at 09:01 for another service, transferred here at 09:30: ahead of 09:05.
    const transferred = visit('transferred', 1);
    const local = visit('local', 5);
    expect(pickNextVisit([local, transferred], ['passport-renewal'])?.id).toBe('transferred');
  });

  it('takes only waiting visits of the desk services, and null when there are none', () => {
    const line = [
      visit('called', 0, { status: 'called' }),
      visit('other-service', 1, { serviceId: 'banking' }),
      visit('mine', 3),
    ];
    expect(pickNextVisit(line, ['passport-renewal'])?.id).toBe('mine');
    expect(pickNextVisit(line, ['national-id'])).toBeNull();
    expect(pickNextVisit([], ['passport-renewal'])).toBeNull();
  });
});

describe('estimateWait', () => {
  it('gives no estimate with fewer than the minimum samples', () => {
    expect(estimateWait({ waiting: 4, openDesks: 2, serviceMinutes: [10, 12] })).toEqual({
      kind: 'none',
    });
  });

  it('gives no estimate with no desk open', () => {
    expect(estimateWait({ waiting: 4, openDesks: 0, serviceMinutes: [10, 10, 10, 10] })).toEqual({
      kind: 'none',
    });
  });

  it('gives a range rounded outwards to 5 minutes', () => {
    // median 10, p90 20; 3 ahead on 2 desks: low floor(15/5)*5 = 15, high ceil(40/5)*5 = 40.
    expect(
      estimateWait({ waiting: 3, openDesks: 2, serviceMinutes: [10, 10, 10, 20, 20] }),
    ).toEqual({ kind: 'range', lowMinutes: 15, highMinutes: 40 });
  });

  it('never gives an empty range, even with nobody ahead', () => {
    const estimate = estimateWait({ waiting: 0, openDesks: 1, serviceMinutes: [1, 1, 1] });
    expect(estimate).toEqual({
      kind: 'range',
      lowMinutes: 0,
      highMinutes: WAIT_ESTIMATE.roundMinutes,
    });
  });

  it('uses only the last WAIT_ESTIMATE.window service times', () => {
    const old = Array.from({ length: 30 }, () => 60);
    const recent = Array.from({ length: WAIT_ESTIMATE.window }, () => 5);
    expect(estimateWait({ waiting: 2, openDesks: 1, serviceMinutes: [...old, ...recent] })).toEqual(
      { kind: 'range', lowMinutes: 10, highMinutes: 15 },
    );
  });

  it('counts minutes between two instants to a tenth, never negative', () => {
    const start = new Date('2026-03-02T09:00:00Z');
    expect(minutesBetween(start, new Date('2026-03-02T09:12:30Z'))).toBe(12.5);
    expect(minutesBetween(start, new Date('2026-03-02T08:00:00Z'))).toBe(0);
  });
});

describe('normalisePhone', () => {
  it('reads a local number in the default country and any number with its country code', () => {
    expect(normalisePhone('(587) 555-0123', 'CA')).toBe('+15875550123');
    expect(normalisePhone('587.555.0123', 'CA')).toBe('+15875550123');
    expect(normalisePhone('+254 712 345678', 'CA')).toBe('+254712345678');
    expect(normalisePhone('0712 345678', 'KE')).toBe('+254712345678');
  });

  it('refuses what is not a valid number', () => {
    expect(normalisePhone('123', 'CA')).toBeNull();
    expect(normalisePhone('abc', 'CA')).toBeNull();
    expect(normalisePhone('', 'CA')).toBeNull();
  });
});

describe('search tokens', () => {
  const tokens = visitorSearchTokens({
    firstName: 'Amina',
    lastName: 'Wanjírü',
    phone: '+254712345678',
    idNumber: 'ak-123 456',
  });

  it('hold prefixes of each name word and of the full name, without accents', () => {
    expect(tokens).toEqual(
      expect.arrayContaining(['am', 'amina', 'wa', 'wanjiru', 'aminawanjiru']),
    );
    expect(tokens).not.toContain('a');
  });

  it('hold the phone in E.164 digits and as dialled at home, with and without the trunk 0', () => {
    expect(tokens).toEqual(expect.arrayContaining(['254712345678', '712345678', '0712345678']));
  });

  it('hold the ID number in lower-case letters and digits', () => {
    expect(tokens).toEqual(expect.arrayContaining(['ak123456', 'ak12']));
  });

  it('match what the desk types, normalised the same way', () => {
    expect(tokens).toContain(searchTokenOf('Amina Wanj'));
    expect(tokens).toContain(searchTokenOf('WANJIRU'));
    expect(tokens).toContain(searchTokenOf('0712 345 678'));
    expect(tokens).toContain(searchTokenOf('+254 712-345'));
    expect(tokens).toContain(searchTokenOf('AK-123456'));
  });

  it('are not made of a search shorter than two letters or digits', () => {
    expect(searchTokenOf('a')).toBeNull();
    expect(searchTokenOf(' - ')).toBeNull();
    expect(searchTokenOf('x'.repeat(50))).toHaveLength(20);
  });

  it('leave out what the visitor does not have', () => {
    const nameOnly = visitorSearchTokens({
      firstName: 'Li',
      lastName: 'Wu',
      phone: null,
      idNumber: null,
    });
    expect(nameOnly.sort()).toEqual(['li', 'liw', 'liwu', 'wu']);
  });
});

describe('finding a visitor by the last digits of their phone', () => {
  const nakato = {
    firstName: 'Nakato',
    lastName: 'Ssempala',
    phone: '+17805550104',
    idNumber: 'RP-00418833',
  };
  const tokens = visitorSearchTokens(nakato);
  /** Whether findVisitors' array-contains-any for `typed` matches Nakato. */
  const finds = (typed: string) =>
    (visitorSearchQueryTokens(typed, 'CA') ?? []).some((token) => tokens.includes(token));

  it('stores the last 4 and the last 7 digits of the phone as phone endings', () => {
    expect(tokens).toEqual(expect.arrayContaining(['#0104', '#5550104']));
    expect(tokens.filter((token) => token.startsWith('#')).sort()).toEqual(['#0104', '#5550104']);
  });

  it('finds her by the last 4 or 7 digits, typed in any of the usual ways', () => {
    for (const typed of ['0104', ' 0104 ', '•••• 0104', '555 0104', '555-0104', '5550104']) {
      expect(finds(typed), typed).toBe(true);
    }
  });

  it('still finds her by the whole number, her names and her ID number', () => {
    for (const typed of [
      '+1 780 555 0104',
      '(780) 555-0104',
      '780-555-0104',
      '7805550104',
      '17805550104',
      'Nakato',
      'ssemp',
      'Nakato Ssempala',
      'RP-0041',
      'rp00418833',
    ]) {
      expect(finds(typed), typed).toBe(true);
    }
  });

  it('does not take other lengths of digits for a phone ending', () => {
    for (const typed of ['104', '50104', '550104', '05550104', '8833', '0418833']) {
      expect(finds(typed), typed).toBe(false);
    }
  });

  it('looks a 4 or 7 digit search up as a phone ending and as the prefix it already was', () => {
    expect(visitorSearchQueryTokens('0104', 'CA')).toEqual(['0104', '#0104']);
    expect(visitorSearchQueryTokens('555 0104', 'CA')).toEqual(['5550104', '#5550104']);
    // A purely numeric ID number is still found by its first 4 digits.
    const numericId = visitorSearchTokens({ ...nakato, phone: null, idNumber: '12345678' });
    expect(visitorSearchQueryTokens('1234', 'CA')?.some((t) => numericId.includes(t))).toBe(true);
  });

  it('keeps the other searches as they were', () => {
    expect(visitorSearchQueryTokens('Nakato', 'CA')).toEqual(['nakato']);
    expect(visitorSearchQueryTokens('RP-0041', 'CA')).toEqual(['rp0041']);
    expect(visitorSearchQueryTokens('(780) 555-0104', 'CA')).toEqual(['7805550104', '17805550104']);
    expect(visitorSearchQueryTokens('12345', 'CA')).toEqual(['12345']);
    expect(visitorSearchQueryTokens('a', 'CA')).toBeNull();
  });

  it('gives a visitor without a phone no phone endings', () => {
    expect(
      visitorSearchTokens({ ...nakato, phone: null }).some((token) => token.startsWith('#')),
    ).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the last four digits of a phone and characters of an ID number', () => {
    expect(maskPhone('+15875550123')).toBe('•••• 0123');
    expect(maskIdNumber('AK1234567')).toBe('•••••4567');
    expect(maskPhone(null)).toBeNull();
    expect(maskIdNumber(null)).toBeNull();
  });

  it("shows an email's first letter and domain only", () => {
    expect(maskEmail('amina.w@example.org')).toBe('a•••@example.org');
    expect(maskEmail(null)).toBeNull();
  });

  it('never contains the whole value', () => {
    expect(maskPhone('+15875550123')).not.toContain('5875550123');
    expect(maskEmail('amina.w@example.org')).not.toContain('amina');
  });

  it("takes a display's first name from `First Last`", () => {
    expect(displayFirstName('Amina Wanjiru')).toBe('Amina');
    expect(displayFirstName('  ')).toBeNull();
  });
});

describe('workflow', () => {
  it('ends in completed, no_show and cancelled', () => {
    expect(VISIT_TRANSITIONS.completed).toEqual([]);
    expect(VISIT_TRANSITIONS.no_show).toEqual([]);
    expect(VISIT_TRANSITIONS.cancelled).toEqual([]);
  });

  it('lets a no-show be marked only after the recalls', () => {
    expect(canMarkNoShow({ status: 'called', recallCount: 0 })).toBe(false);
    expect(canMarkNoShow({ status: 'called', recallCount: 2 })).toBe(true);
    expect(canMarkNoShow({ status: 'waiting', recallCount: 5 })).toBe(false);
  });

  it('reads a stored settings/queue and refuses a bad prefix', () => {
    expect(queueSettingsSchema.safeParse(DEFAULT_QUEUE_SETTINGS).success).toBe(true);
    expect(
      queueSettingsSchema.safeParse({ ...DEFAULT_QUEUE_SETTINGS, ticketPrefixes: { x: 'ab' } })
        .success,
    ).toBe(false);
  });
});

describe('callable inputs', () => {
  const visitor = { firstName: 'Amina', lastName: 'Wanjiru' };
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('findVisitors takes at least two characters', () => {
    expect(findVisitorsInput.safeParse({ query: 'am' }).success).toBe(true);
    expect(message(findVisitorsInput.safeParse({ query: 'a' }))).toBe(VISIT_MESSAGES.search);
    expect(findVisitorsInput.safeParse({ query: 'am', extra: 1 }).success).toBe(false);
  });

  it('saveVisitor fills the optional details with empty values', () => {
    const parsed = saveVisitorInput.parse({ requestId: REQUEST_ID, visitor });
    expect(parsed.visitor).toMatchObject({
      phone: '',
      email: '',
      dateOfBirth: '',
      idType: null,
      idNumber: '',
      language: 'en',
      notes: '',
    });
  });

  it('saveVisitor refuses a missing name, a bad email and a request id that is not a UUID', () => {
    expect(
      message(saveVisitorInput.safeParse({ requestId: REQUEST_ID, visitor: { lastName: 'W' } })),
    ).toBeDefined();
    const refusalWith = (fields: Record<string, string>) =>
      message(
        saveVisitorInput.safeParse({ requestId: REQUEST_ID, visitor: { ...visitor, ...fields } }),
      );
    expect(refusalWith({ firstName: '  ' })).toBe(VISIT_MESSAGES.firstName);
    expect(refusalWith({ email: 'not-an-email' })).toBe(VISIT_MESSAGES.email);
    expect(saveVisitorInput.safeParse({ requestId: 'a/b', visitor }).success).toBe(false);
  });

  it('checkInVisitor needs a visitor and a service or an appointment', () => {
    expect(
      checkInVisitorInput.safeParse({ requestId: REQUEST_ID, visitor, serviceId: 'banking' })
        .success,
    ).toBe(true);
    expect(
      checkInVisitorInput.safeParse({ requestId: REQUEST_ID, visitorId: 'v1', appointmentId: 'a1' })
        .success,
    ).toBe(true);
    expect(
      message(checkInVisitorInput.safeParse({ requestId: REQUEST_ID, serviceId: 'banking' })),
    ).toBe(VISIT_MESSAGES.visitor);
    expect(message(checkInVisitorInput.safeParse({ requestId: REQUEST_ID, visitorId: 'v1' }))).toBe(
      VISIT_MESSAGES.service,
    );
    expect(
      checkInVisitorInput.safeParse({
        requestId: REQUEST_ID,
        visitorId: 'v1',
        serviceId: 'a/b',
      }).success,
    ).toBe(false);
    expect(
      checkInVisitorInput.safeParse({
        requestId: REQUEST_ID,
        visitorId: 'v1',
        serviceId: 'banking',
        priority: 'vip',
      }).success,
    ).toBe(false);
  });

  it('openDesk needs a name and one to twenty services', () => {
    expect(openDeskInput.safeParse({ deskName: 'Desk 1', serviceIds: ['banking'] }).success).toBe(
      true,
    );
    expect(message(openDeskInput.safeParse({ deskName: '', serviceIds: ['banking'] }))).toBe(
      VISIT_MESSAGES.deskName,
    );
    expect(message(openDeskInput.safeParse({ deskName: 'Desk 1', serviceIds: [] }))).toBe(
      VISIT_MESSAGES.deskServices,
    );
    expect(
      openDeskInput.safeParse({ deskName: 'Desk 1', serviceIds: Array(21).fill('x') }).success,
    ).toBe(false);
  });

  it('updateVisit, transferVisit and assignVisit take their actions and ids only', () => {
    expect(
      updateVisitInput.safeParse({ visitId: 'v1', action: 'complete', note: 'Done' }).success,
    ).toBe(true);
    expect(updateVisitInput.safeParse({ visitId: 'v1', action: 'call' }).success).toBe(false);
    expect(
      updateVisitInput.safeParse({ visitId: 'v1', action: 'start', expectedStatus: 'gone' })
        .success,
    ).toBe(false);
    expect(transferVisitInput.safeParse({ visitId: 'v1', serviceId: 'banking' }).success).toBe(
      true,
    );
    expect(transferVisitInput.safeParse({ visitId: 'v1', serviceId: '..' }).success).toBe(false);
    expect(assignVisitInput.safeParse({ visitId: 'v1', assigneeId: 'u1' }).success).toBe(true);
    expect(assignVisitInput.safeParse({ visitId: 'v1', assigneeId: null }).success).toBe(false);
  });
});
