import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load';
import { createOutbox, flushOutbox, isConnectionFailure } from './outbox';

const KEY = 'test:outbox';

interface Note {
  text: string;
}

const isNote = (value: unknown): value is Note =>
  typeof value === 'object' && value !== null && typeof (value as Note).text === 'string';

const offline = { code: 'functions/unavailable', message: 'unavailable' };
const refused = { code: 'functions/invalid-argument', message: 'Enter your full name' };

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('createOutbox', () => {
  it('keeps entries in localStorage, oldest first, one per id', () => {
    const outbox = createOutbox(KEY, isNote);
    outbox.put('a', { text: 'first' });
    outbox.put('b', { text: 'second' });
    outbox.put('a', { text: 'first, edited' });
    expect(outbox.list().map((entry) => [entry.id, entry.payload.text])).toEqual([
      ['b', 'second'],
      ['a', 'first, edited'],
    ]);
    // Another page (or a reload) reads the same entries.
    expect(createOutbox(KEY, isNote).list()).toHaveLength(2);
    outbox.remove('b');
    outbox.remove('a');
    expect(outbox.list()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops what is not well formed and survives unreadable storage', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: 'ok', payload: { text: 'yes' }, savedAt: 1 },
        { id: 'bad', payload: { text: 3 }, savedAt: 1 },
        'junk',
      ]),
    );
    expect(
      createOutbox(KEY, isNote)
        .list()
        .map((entry) => entry.id),
    ).toEqual(['ok']);
    localStorage.setItem(KEY, '{not json');
    expect(createOutbox(KEY, isNote).list()).toEqual([]);
  });
});

describe('isConnectionFailure', () => {
  it('is true for a lost connection, a slow server or code that did not download', () => {
    expect(isConnectionFailure(offline)).toBe(true);
    expect(isConnectionFailure({ code: 'functions/deadline-exceeded' })).toBe(true);
    // The Functions SDK's answer to a failed fetch.
    expect(isConnectionFailure({ code: 'functions/internal', message: 'internal' })).toBe(true);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new ChunkLoadError('Loading chunk failed'))).toBe(true);
  });

  it('is false for a refusal, a server fault or a rate limit, unless the browser is offline', () => {
    expect(isConnectionFailure(refused)).toBe(false);
    expect(isConnectionFailure({ code: 'functions/internal', message: 'INTERNAL' })).toBe(false);
    expect(isConnectionFailure({ code: 'functions/resource-exhausted' })).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isConnectionFailure(refused)).toBe(true);
  });
});

describe('flushOutbox', () => {
  it('sends each entry once, removes what was answered and stops at a lost connection', async () => {
    const outbox = createOutbox(KEY, isNote);
    outbox.put('a', { text: 'sent' });
    outbox.put('b', { text: 'refused' });
    outbox.put('c', { text: 'offline' });
    outbox.put('d', { text: 'not tried' });
    const send = vi.fn(async (note: Note, _id: string) => {
      if (note.text === 'refused') throw refused;
      if (note.text === 'offline') throw offline;
      return `receipt of ${note.text}`;
    });
    const onSent = vi.fn();
    const onRefused = vi.fn();

    expect(await flushOutbox(outbox, { send, onSent, onRefused })).toBe(2);
    expect(send.mock.calls.map(([, id]) => id)).toEqual(['a', 'b', 'c']);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), 'receipt of sent');
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }), refused);
    expect(outbox.list().map((entry) => entry.id)).toEqual(['c', 'd']);
  });

  it('never sends an entry twice at the same time', async () => {
    const outbox = createOutbox(KEY, isNote);
    outbox.put('a', { text: 'once' });
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));

    const first = flushOutbox(outbox, { send });
    const second = flushOutbox(outbox, { send });
    expect(await second).toBe(1);
    answer('done');
    expect(await first).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
