import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { submissionCollection, submissionOfDocumentPath } from './submissions';
import {
  LICENCE_REFERENCE_PATTERN,
  OPEN_LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_STATUSES,
  LICENCE_RENEWAL_TRANSITIONS,
  canManageLicenceRenewals,
  changeLicenceRenewalStatusInput,
  daysInEachStatus,
  isLicenceRenewalStuck,
  licenceRenewalStuckCutoff,
  licenceAnswersOf,
  workingDaysBetween,
} from './licence-renewals';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
const renewalId = 'b3c1f0e2-6a51-4f55-9d8e-2f0a3c1d4e5f';

describe('licence renewal workflow', () => {
  it('reaches completed only through the authority and collection', () => {
    const reachable = new Set<string>(['submitted']);
    const order: string[] = [];
    for (const status of LICENCE_RENEWAL_STATUSES) {
      for (const next of LICENCE_RENEWAL_TRANSITIONS[status]) reachable.add(next);
      order.push(status);
    }
    expect([...reachable].sort()).toEqual([...LICENCE_RENEWAL_STATUSES].sort());
    expect(LICENCE_RENEWAL_TRANSITIONS.ready_for_collection).toEqual(['completed']);
    expect(
      LICENCE_RENEWAL_STATUSES.filter((s) => LICENCE_RENEWAL_TRANSITIONS[s].includes('completed')),
    ).toEqual(['ready_for_collection']);
    expect(LICENCE_RENEWAL_TRANSITIONS.completed).toEqual([]);
    expect(LICENCE_RENEWAL_TRANSITIONS.rejected).toEqual([]);
  });

  it('asks for a message when the client must send something, or when it is rejected', () => {
    const base = { renewalId, expectedStatus: 'in_review' as const };
    expect(
      changeLicenceRenewalStatusInput.safeParse({ ...base, to: 'awaiting_client' }).success,
    ).toBe(false);
    expect(
      changeLicenceRenewalStatusInput.safeParse({ ...base, to: 'awaiting_client', note: '  ' })
        .success,
    ).toBe(false);
    expect(
      changeLicenceRenewalStatusInput.parse({
        ...base,
        to: 'awaiting_client',
        note: 'Photo is blurred',
      }).note,
    ).toBe('Photo is blurred');
    expect(changeLicenceRenewalStatusInput.parse({ ...base, to: 'sent_to_authority' }).note).toBe(
      '',
    );
    expect(changeLicenceRenewalStatusInput.safeParse({ ...base, to: 'rejected' }).success).toBe(
      false,
    );
    expect(
      changeLicenceRenewalStatusInput.safeParse({ ...base, to: 'in_review', extra: 1 }).success,
    ).toBe(false);
  });
});

describe('the clock', () => {
  it('counts working days, Monday to Friday', () => {
    // Monday 2 Nov 2026 to Monday 16 Nov 2026: ten working days.
    expect(workingDaysBetween(day('2026-11-02'), day('2026-11-16'))).toBe(10);
    expect(workingDaysBetween(day('2026-11-16'), day('2026-11-02'))).toBe(0);
  });

  // Flags an open renewal unmoved for more than 10 working days, never a closed one.
  it.each([
    ['in_review', '2026-11-02', '2026-11-16', false],
    ['in_review', '2026-11-02', '2026-11-17', true],
    ['completed', '2026-11-02', '2026-12-30', false],
    ['submitted', null, '2026-12-30', false],
  ] as const)('a %s renewal moved on %s is stuck on %s: %s', (status, changed, now, stuck) => {
    const statusChangedAt = changed === null ? null : day(changed);
    expect(isLicenceRenewalStuck({ status, statusChangedAt }, day(now))).toBe(stuck);
  });

  it('puts every stuck renewal before the stuck cutoff, whatever the day and hour', () => {
    for (let offset = 0; offset < 14; offset += 1) {
      const now = new Date(2026, 10, 2 + offset, 10, 30);
      const cutoff = licenceRenewalStuckCutoff(now);
      for (let hours = 0; hours < 24 * 30; hours += 3) {
        const statusChangedAt = new Date(now.getTime() - hours * 3_600_000);
        if (isLicenceRenewalStuck({ status: 'in_review', statusChangedAt }, now)) {
          expect(statusChangedAt.getTime()).toBeLessThan(cutoff.getTime());
        }
      }
    }
    expect(OPEN_LICENCE_RENEWAL_STATUSES).not.toContain('completed');
    expect(OPEN_LICENCE_RENEWAL_STATUSES).not.toContain('rejected');
  });

  it('gives the days spent in each status from the history', () => {
    const spans = daysInEachStatus(
      [
        { kind: 'status', to: 'in_review', at: day('2026-11-04') },
        { kind: 'created', to: 'submitted', at: day('2026-11-02') },
        { kind: 'assignment', to: 'uid-1', at: day('2026-11-03') },
      ],
      day('2026-11-09'),
    );
    expect(spans.map(({ status, days, workingDays }) => [status, days, workingDays])).toEqual([
      ['submitted', 2, 2],
      ['in_review', 5, 3],
    ]);
  });
});

describe('who and where', () => {
  it('writes licence renewal requests to their own collection', () => {
    expect(submissionCollection('licence-renewal')).toBe(COLLECTIONS.licenceRenewals);
    expect(submissionCollection('passport-renewal')).toBe(COLLECTIONS.applications);
    expect(submissionOfDocumentPath(`licenceRenewals/${renewalId}/photo.png`)).toEqual({
      collection: 'licenceRenewals',
      id: renewalId,
    });
    expect(submissionOfDocumentPath(`tasks/${renewalId}/photo.png`)).toBeNull();
  });

  it('lets admins and managers change renewals, not agents who hold the permission', () => {
    expect(canManageLicenceRenewals({ uid: 'a', role: 'manager' })).toBe(true);
    expect(canManageLicenceRenewals({ uid: 'a', role: 'superadmin' })).toBe(true);
    expect(canManageLicenceRenewals({ uid: 'a', role: 'agent' })).toBe(false);
    expect(canManageLicenceRenewals({ uid: 'a', role: 'receptionist' })).toBe(false);
    expect(canManageLicenceRenewals(null)).toBe(false);
  });

  it('recognises LIC- references only', () => {
    expect(LICENCE_REFERENCE_PATTERN.test('LIC-7K3Q9D')).toBe(true);
    expect(LICENCE_REFERENCE_PATTERN.test('APP-7K3Q9D')).toBe(false);
    expect(LICENCE_REFERENCE_PATTERN.test('LIC-7K3Q9O')).toBe(false);
  });

  it('reads the licence fields of a stored request', () => {
    expect(
      licenceAnswersOf({
        answers: { licenceNumber: 'DL123', delivery: 'courier', licenceExpiry: '2026-01-31' },
      }),
    ).toEqual({
      licenceNumber: 'DL123',
      licenceClass: '',
      issuingCountry: '',
      licenceExpiry: '2026-01-31',
      delivery: 'courier',
      courierAddress: '',
    });
  });
});
