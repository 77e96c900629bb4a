import { describe, expect, it, vi } from 'vitest';
import { fakeSnapshot, fakeTimestamp, storedHistoryEntry } from '../fake-snapshot';
import { bankRequestConverter, bankRequestHistoryConverter } from './converter';
import { NO_BANK_REQUEST_FILTERS, UNASSIGNED } from './keys';
import { bankRequestPageConstraints } from './list-query';

// Each constraint factory returns a plain description, so the builder's output can be compared.
vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

const STORED = {
  reference: 'BNK-7K3Q9D',
  name: 'Amani Otieno',
  phone: '+44 7700 900123',
  email: 'amani@example.com',
  countryOfResidence: 'United Kingdom',
  product: 'current_account',
  preferredContactTime: 'morning',
  language: 'sw',
  consent: true,
  status: 'new',
  createdAt: fakeTimestamp('2026-11-20T09:30:00Z'),
  updatedAt: fakeTimestamp('2026-11-20T09:30:00Z'),
  statusChangedAt: fakeTimestamp('2026-11-20T09:30:00Z'),
};

describe('bankRequestConverter', () => {
  it('turns Timestamps into Dates and keeps the id, the reference and the product', () => {
    expect(bankRequestConverter.fromFirestore(fakeSnapshot('q1', STORED))).toMatchObject({
      id: 'q1',
      reference: 'BNK-7K3Q9D',
      product: 'current_account',
      preferredContactTime: 'morning',
      createdAt: new Date('2026-11-20T09:30:00Z'),
      assignedTo: null,
      clientId: null,
    });
  });

  it('reads a reference of another kind as pending, and refuses an unknown status', () => {
    expect(
      bankRequestConverter.fromFirestore(fakeSnapshot('q2', { ...STORED, reference: 'LIC-7K3Q9D' }))
        .reference,
    ).toBeNull();
    expect(() =>
      bankRequestConverter.fromFirestore(fakeSnapshot('q3', { ...STORED, status: 'active' })),
    ).toThrow();
  });

  it('is read-only', () => {
    expect(() => bankRequestConverter.toFirestore({} as never)).toThrow();
  });
});

describe('bankRequestHistoryConverter', () => {
  it('reads an entry with its time and names', () => {
    const entry = bankRequestHistoryConverter.fromFirestore(
      fakeSnapshot(
        'h1',
        storedHistoryEntry({
          from: 'contacted',
          to: 'closed',
          at: fakeTimestamp('2026-11-21T10:00:00Z'),
          note: 'Chose another bank.',
        }),
      ),
    );
    expect(entry).toMatchObject({
      id: 'h1',
      to: 'closed',
      at: new Date('2026-11-21T10:00:00Z'),
      note: 'Chose another bank.',
    });
  });
});

describe('bankRequestPageConstraints', () => {
  it('lists every request newest first in pages of 25', () => {
    expect(bankRequestPageConstraints(NO_BANK_REQUEST_FILTERS, null)).toEqual([
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it('turns status and assignee into equalities, unassigned into == null, after the cursor', () => {
    const cursor = { id: 'last' } as never;
    expect(bankRequestPageConstraints({ status: 'new', assignee: UNASSIGNED }, cursor)).toEqual([
      { type: 'where', field: 'status', op: '==', value: 'new' },
      { type: 'where', field: 'assignedTo', op: '==', value: null },
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'startAfter', cursor },
      { type: 'limit', count: 25 },
    ]);
    expect(bankRequestPageConstraints({ status: '', assignee: 'agent-1' }, null)[0]).toEqual({
      type: 'where',
      field: 'assignedTo',
      op: '==',
      value: 'agent-1',
    });
  });
});
