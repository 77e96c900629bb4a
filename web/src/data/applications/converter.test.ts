import { describe, expect, it } from 'vitest';
import { fakeSnapshot, fakeTimestamp, storedHistoryEntry } from '../fake-snapshot';
import { applicationConverter, historyEntryConverter } from './converter';
import { HCA_APPLICANT } from './testing';

const SUBMITTED = {
  clientRequestId: '5b1f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  serviceId: 'hca-exam',
  kind: 'hca',
  applicant: HCA_APPLICANT,
  answers: { experienceYears: 3 },
  documents: [
    {
      path: 'applications/x/cv.pdf',
      name: 'cv.pdf',
      size: 2048,
      contentType: 'application/pdf',
      field: 'cv',
    },
  ],
  status: 'submitted',
  source: 'online',
  createdAt: fakeTimestamp('2026-03-02T09:30:00Z'),
};

describe('applicationConverter', () => {
  it('turns Timestamps into Dates and keeps the id', () => {
    const application = applicationConverter.fromFirestore(
      fakeSnapshot('app-1', { ...SUBMITTED, reference: 'APP-7K3Q9D' }),
    );
    expect(application.id).toBe('app-1');
    expect(application.reference).toBe('APP-7K3Q9D');
    expect(application.createdAt).toEqual(new Date('2026-03-02T09:30:00Z'));
    expect(application.kind).toBe('hca');
    expect(application.documents[0]?.name).toBe('cv.pdf');
  });

  it('tolerates the reference and server fields the trigger has not written yet', () => {
    const application = applicationConverter.fromFirestore(fakeSnapshot('app-2', SUBMITTED));
    expect(application.reference).toBeNull();
    expect(application.assignedTo).toBeNull();
    expect(application.priority).toBe('normal');
    expect(application.updatedAt).toBeNull();
    expect(application.statusNote).toBe('');
  });

  it('refuses a status the workflow does not know', () => {
    expect(() =>
      applicationConverter.fromFirestore(fakeSnapshot('app-3', { ...SUBMITTED, status: 'lost' })),
    ).toThrow();
  });
});

describe('historyEntryConverter', () => {
  it('reads an entry with its time and the names', () => {
    const entry = historyEntryConverter.fromFirestore(fakeSnapshot('e1', storedHistoryEntry()));
    expect(entry).toMatchObject({
      id: 'e1',
      kind: 'status',
      from: 'submitted',
      to: 'in_review',
      byName: 'Baraka',
      at: new Date('2026-03-03T10:00:00Z'),
      toName: null,
    });
  });
});
