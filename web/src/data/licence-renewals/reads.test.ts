import { describe, expect, it, vi } from 'vitest';
import { AN_APPLICANT } from '../applications/testing';
import { fakeSnapshot, fakeTimestamp, storedHistoryEntry } from '../fake-snapshot';
import { licenceRenewalConverter, licenceRenewalHistoryConverter } from './converter';
import { NO_LICENCE_RENEWAL_FILTERS, UNASSIGNED } from './keys';
import { licenceRenewalPageConstraints } from './list-query';
import { A_LICENCE_COPY } from './testing';

// Each constraint factory returns a plain description, so the builder's output can be compared.
vi.mock(
  'firebase/firestore',
  async () => (await import('../../test/firestore-constraints')).fakeConstraints,
);

const STORED = {
  clientRequestId: '5b1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  serviceId: 'licence-renewal',
  kind: 'service',
  applicant: AN_APPLICANT,
  answers: { licenceNumber: 'DL-1', issuingCountry: 'Kenya', delivery: 'collect' },
  documents: [A_LICENCE_COPY],
  status: 'submitted',
  source: 'online',
  createdAt: fakeTimestamp('2026-11-02T09:30:00Z'),
};

describe('licenceRenewalConverter', () => {
  it('turns Timestamps into Dates and keeps the id and the reference', () => {
    const renewal = licenceRenewalConverter.fromFirestore(
      fakeSnapshot('r1', {
        ...STORED,
        reference: 'LIC-7K3Q9D',
        statusChangedAt: fakeTimestamp('2026-11-03T10:00:00Z'),
      }),
    );
    expect(renewal).toMatchObject({
      id: 'r1',
      reference: 'LIC-7K3Q9D',
      createdAt: new Date('2026-11-02T09:30:00Z'),
      statusChangedAt: new Date('2026-11-03T10:00:00Z'),
    });
    expect(renewal.documents[0]?.field).toBe('licenceCopy');
  });

  it('tolerates the reference and server fields the trigger has not written yet', () => {
    const renewal = licenceRenewalConverter.fromFirestore(fakeSnapshot('r2', STORED));
    expect(renewal.reference).toBeNull();
    expect(renewal.assignedTo).toBeNull();
    expect(renewal.statusChangedAt).toBeNull();
    expect(renewal.statusNote).toBe('');
  });

  it('refuses a status the workflow does not know, and an APP- reference', () => {
    expect(() =>
      licenceRenewalConverter.fromFirestore(fakeSnapshot('r3', { ...STORED, status: 'approved' })),
    ).toThrow();
    expect(
      licenceRenewalConverter.fromFirestore(
        fakeSnapshot('r4', { ...STORED, reference: 'APP-7K3Q9D' }),
      ).reference,
    ).toBeNull();
  });
});

describe('licenceRenewalHistoryConverter', () => {
  it('reads an entry with its time and names', () => {
    const entry = licenceRenewalHistoryConverter.fromFirestore(
      fakeSnapshot(
        'h1',
        storedHistoryEntry({
          from: 'in_review',
          to: 'awaiting_client',
          at: fakeTimestamp('2026-11-04T10:00:00Z'),
          note: 'The photo is missing.',
        }),
      ),
    );
    expect(entry).toMatchObject({
      id: 'h1',
      kind: 'status',
      to: 'awaiting_client',
      at: new Date('2026-11-04T10:00:00Z'),
      note: 'The photo is missing.',
      toName: null,
    });
  });
});

describe('licenceRenewalPageConstraints', () => {
  // Wednesday 25 November 2026.
  const NOW = new Date(2026, 10, 25, 10, 0);

  it('lists every renewal newest first in pages of 25', () => {
    expect(licenceRenewalPageConstraints(NO_LICENCE_RENEWAL_FILTERS, NOW, null)).toEqual([
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it('turns status and assignee into equalities, unassigned into == null', () => {
    expect(
      licenceRenewalPageConstraints(
        { status: 'in_review', assignee: UNASSIGNED, stuck: false },
        NOW,
        null,
      ),
    ).toEqual([
      { type: 'where', field: 'status', op: '==', value: 'in_review' },
      { type: 'where', field: 'assignedTo', op: '==', value: null },
      { type: 'orderBy', field: 'createdAt', direction: 'desc' },
      { type: 'limit', count: 25 },
    ]);
  });

  it('finds the stuck ones with one range on statusChangedAt, open statuses only, longest first', () => {
    const cursor = { id: 'last' } as never;
    expect(
      licenceRenewalPageConstraints({ status: '', assignee: 'agent-1', stuck: true }, NOW, cursor),
    ).toEqual([
      {
        type: 'where',
        field: 'status',
        op: 'in',
        value: [
          'submitted',
          'in_review',
          'awaiting_client',
          'sent_to_authority',
          'ready_for_collection',
        ],
      },
      { type: 'where', field: 'assignedTo', op: '==', value: 'agent-1' },
      // Ten working days before Wednesday 25 November: the start of Wednesday 11 November.
      { type: 'where', field: 'statusChangedAt', op: '<', value: new Date(2026, 10, 11) },
      { type: 'orderBy', field: 'statusChangedAt', direction: 'asc' },
      { type: 'startAfter', cursor },
      { type: 'limit', count: 25 },
    ]);
  });
});
