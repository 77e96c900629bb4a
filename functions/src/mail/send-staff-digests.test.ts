import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A small stand-in for Firestore: top-level records, their history entries (what the
 * collection-group query on history.at answers), users, and the mail outbox.
 */
const fake = vi.hoisted(() => ({
  records: new Map<string, Record<string, unknown>>(),
  history: [] as { record: string; data: Record<string, unknown> }[],
  mail: new Map<string, Record<string, unknown>>(),
  window: [] as unknown[],
}));

vi.mock('../admin', () => {
  const refOf = (path: string) => {
    const [collection, id] = path.split('/') as [string, string];
    return { path, id, parent: { id: collection, parent: null } };
  };
  const snapshotOf = (path: string) => {
    const data = fake.records.get(path);
    return {
      ref: refOf(path),
      id: refOf(path).id,
      exists: data !== undefined,
      get: (field: string) => data?.[field],
    };
  };
  const query = {
    where: (_field: string, _op: string, value: unknown) => {
      fake.window.push(value);
      return query;
    },
    get: async () => ({
      docs: fake.history.map((entry) => ({
        ref: { parent: { parent: refOf(entry.record) } },
        data: () => entry.data,
        get: (field: string) => entry.data[field],
      })),
    }),
  };
  return {
    db: {
      collectionGroup: () => query,
      doc: (path: string) => refOf(path),
      getAll: async (...refs: { path: string }[]) => refs.map((ref) => snapshotOf(ref.path)),
      collection: () => ({
        doc: (id: string) => ({
          create: async (document: Record<string, unknown>) => {
            if (fake.mail.has(id)) throw Object.assign(new Error('exists'), { code: 6 });
            fake.mail.set(id, document);
          },
        }),
      }),
    },
  };
});
vi.mock('../bookings/settings', () => ({
  loadBookingSettings: async () => ({ timezone: 'America/Edmonton' }),
}));

const { queueStaffDigests } = await import('./send-staff-digests');

const NOW = new Date('2026-07-14T13:00:00Z'); // 07:00 in Edmonton
const RECENT = Timestamp.fromDate(new Date(NOW.getTime() - 3_600_000));
const staff = (fields: Record<string, unknown> = {}) => ({
  email: 'agent@example.org',
  displayName: 'Amani Agent',
  status: 'active',
  isActive: true,
  language: 'sw',
  ...fields,
});

beforeEach(() => {
  fake.records.clear();
  fake.history.length = 0;
  fake.mail.clear();
  fake.window.length = 0;
});

describe('queueStaffDigests', () => {
  it('lists what others gave each member of staff, one mail each, in their language', async () => {
    fake.records.set('users/agent', staff());
    fake.records.set('applications/a1', {
      reference: 'APP-7K3Q9D',
      kind: 'service',
      assignedTo: 'agent',
    });
    fake.records.set('applications/h1', {
      reference: 'APP-8M4R2E',
      kind: 'hca',
      assignedTo: 'agent',
    });
    fake.records.set('tasks/t1', { title: 'Call the bank', assignedTo: 'agent' });
    fake.records.set('visits/v1', { ticket: 'P-004', assignedTo: 'agent' });
    fake.records.set('bankRequests/b1', { reference: 'BNK-7K3Q9D', assignedTo: 'agent' });
    fake.records.set('licenceRenewals/l1', { reference: 'LIC-7K3Q9D', assignedTo: 'agent' });
    const given = { kind: 'assignment', to: 'agent', by: 'manager', at: RECENT };
    fake.history.push(
      { record: 'applications/a1', data: given },
      { record: 'applications/h1', data: given },
      { record: 'bankRequests/b1', data: given },
      { record: 'licenceRenewals/l1', data: given },
      { record: 'tasks/t1', data: { event: 'created', by: 'manager', at: RECENT } },
      { record: 'visits/v1', data: { event: 'assigned', by: 'manager', at: RECENT } },
      // Not an assignment: a status change.
      { record: 'applications/a1', data: { kind: 'status', to: 'approved', by: 'manager' } },
    );

    const run = await queueStaffDigests(NOW);

    expect(run).toEqual({ day: '2026-07-14', outcomes: { agent: 'queued' } });
    expect(fake.window).toEqual([
      Timestamp.fromDate(new Date(NOW.getTime() - 86_400_000)),
      Timestamp.fromDate(NOW),
    ]);
    const mail = fake.mail.get('digest_agent_2026-07-14')!;
    expect(mail).toMatchObject({
      to: 'agent@example.org',
      render: {
        template: 'staff_digest',
        language: 'sw',
        data: { name: 'Amani Agent', date: '2026-07-14' },
      },
    });
    const items = (
      mail.render as { data: { items: { kind: string; label: string; url: string }[] } }
    ).data.items;
    expect(items.map((item) => [item.kind, item.label])).toEqual([
      ['application', 'APP-7K3Q9D'],
      ['hca_application', 'APP-8M4R2E'],
      ['bank_request', 'BNK-7K3Q9D'],
      ['licence_renewal', 'LIC-7K3Q9D'],
      ['task', 'Call the bank'],
      ['visit', 'P-004'],
    ]);
    expect(items[1]!.url).toMatch(/\/hca-applications\/h1$/);
    expect(items[3]!.url).toMatch(/\/admin\/license-renewals\/l1$/);

    // The same day again: the mail is there already.
    expect((await queueStaffDigests(NOW)).outcomes).toEqual({ agent: 'exists' });
  });

  it('sends nothing for a self-assignment, a record given on to someone else, or a switched-off digest', async () => {
    fake.records.set('users/agent', staff());
    fake.records.set('users/quiet', staff({ email: 'quiet@example.org', dailyDigest: false }));
    fake.records.set(
      'users/gone',
      staff({ email: 'gone@example.org', status: 'disabled', isActive: false }),
    );
    fake.records.set('applications/a1', { reference: 'APP-7K3Q9D', assignedTo: 'agent' });
    fake.records.set('applications/a2', { reference: 'APP-8M4R2E', assignedTo: 'other' });
    fake.records.set('applications/a3', { reference: 'APP-9N5S3F', assignedTo: 'quiet' });
    fake.records.set('applications/a4', { reference: 'APP-2P6T4G', assignedTo: 'gone' });
    fake.history.push(
      { record: 'applications/a1', data: { kind: 'assignment', to: 'agent', by: 'agent' } },
      { record: 'applications/a2', data: { kind: 'assignment', to: 'agent', by: 'manager' } },
      { record: 'applications/a3', data: { kind: 'assignment', to: 'quiet', by: 'manager' } },
      { record: 'applications/a4', data: { kind: 'assignment', to: 'gone', by: 'manager' } },
    );

    expect((await queueStaffDigests(NOW)).outcomes).toEqual({});
    expect(fake.mail.size).toBe(0);
  });
});
