import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { fakeSnapshot, fakeTimestamp } from '../fake-snapshot';
import { bankClientConverter } from './converter';
import { NO_BANK_CLIENT_FILTERS, UNASSIGNED } from './keys';
import { bankClientPageQuery, bankClientSearchOf, bankIdNumberHash } from './list-query';

// Each constraint factory returns a plain description, so the builder's output can be compared.
vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

const ORDER = { type: 'orderBy', field: 'updatedAt', direction: 'desc' };
const LIMIT = { type: 'limit', count: 25 };

describe('bankClientConverter', () => {
  it('reads a stored client with masked numbers and Dates, never the full ID number', () => {
    const client = bankClientConverter.fromFirestore(
      fakeSnapshot('c1', {
        name: 'Amani Otieno',
        phone: '+447700900123',
        countryOfResidence: 'United Kingdom',
        address: '',
        idType: 'passport',
        idNumberMasked: '•••••4567',
        products: ['current_account', 'unknown'],
        status: 'kyc_pending',
        searchTokens: ['am', 'ama'],
        createdAt: fakeTimestamp('2026-11-20T09:30:00Z'),
        updatedAt: fakeTimestamp('2026-11-21T09:30:00Z'),
        statusChangedAt: fakeTimestamp('2026-11-21T09:30:00Z'),
      }),
    );
    expect(client).toMatchObject({
      id: 'c1',
      idNumberMasked: '•••••4567',
      agentId: null,
      email: null,
      activationCount: 0,
      updatedAt: new Date('2026-11-21T09:30:00Z'),
    });
    // An unknown product makes the list unreadable as a whole: read as none.
    expect(client.products).toEqual([]);
  });
});

describe('bankClientSearchOf', () => {
  it('searches a name by its token only', () => {
    expect(bankClientSearchOf('Amani O')).toEqual({ token: 'amanio', idNumber: null });
  });

  it('also matches an ID number exactly when the text has a digit and 5 or more characters', () => {
    expect(bankClientSearchOf('ab 12-345')).toEqual({ token: 'ab12345', idNumber: 'AB12345' });
    expect(bankClientSearchOf('0712345678')).toEqual({
      token: '0712345678',
      idNumber: '0712345678',
    });
    expect(bankClientSearchOf('A1b2')?.idNumber).toBeNull();
    expect(bankClientSearchOf('Amani')?.idNumber).toBeNull();
  });

  it('searches nothing under 2 letters or digits', () => {
    expect(bankClientSearchOf(' a ')).toBeNull();
    expect(bankClientSearchOf('')).toBeNull();
  });
});

describe('bankIdNumberHash', () => {
  it('is the sha256 hex of the normalised number', async () => {
    expect(await bankIdNumberHash('AB12345')).toBe(
      createHash('sha256').update('AB12345').digest('hex'),
    );
  });
});

describe('bankClientPageQuery', () => {
  it('lists every client latest updated first in pages of 25, with no filter', () => {
    expect(bankClientPageQuery(NO_BANK_CLIENT_FILTERS, null, null)).toEqual({
      filter: null,
      window: [ORDER, LIMIT],
    });
  });

  it('turns status and agent into equalities, unassigned into == null, a name into a token', () => {
    const cursor = { id: 'last' } as never;
    expect(
      bankClientPageQuery(
        { status: 'kyc_pending', agent: UNASSIGNED, search: 'ama' },
        { token: 'ama', idNumberHash: null },
        cursor,
      ),
    ).toEqual({
      filter: {
        type: 'and',
        filters: [
          { type: 'where', field: 'status', op: '==', value: 'kyc_pending' },
          { type: 'where', field: 'agentId', op: '==', value: null },
          { type: 'where', field: 'searchTokens', op: 'array-contains', value: 'ama' },
        ],
      },
      window: [ORDER, { type: 'startAfter', cursor }, LIMIT],
    });
  });

  it('asks for the token OR the exact ID-number hash in the same one query', () => {
    expect(
      bankClientPageQuery(
        { status: '', agent: 'agent-1', search: 'A1234567' },
        { token: 'a1234567', idNumberHash: 'hash' },
        null,
      ).filter,
    ).toEqual({
      type: 'and',
      filters: [
        { type: 'where', field: 'agentId', op: '==', value: 'agent-1' },
        {
          type: 'or',
          filters: [
            { type: 'where', field: 'searchTokens', op: 'array-contains', value: 'a1234567' },
            { type: 'where', field: 'idNumberHash', op: '==', value: 'hash' },
          ],
        },
      ],
    });
  });
});
