import 'fake-indexeddb/auto';
import type { PublicApplication } from '@centre/domain/applications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteApplicationFormDb } from './application-form-db';
import { loadDraft, saveDraft } from './form-drafts';
import { emptyFormValues } from './application-form-schema';
import {
  countPendingApplications,
  getPendingApplication,
  listPendingApplications,
  putPendingApplication,
  removePendingApplication,
  subscribeToPendingApplications,
} from './pending-applications';
import { createPendingSync, type ApplicationWriter } from './pending-sync';

const IDS = [
  '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1',
  '7b5e2c11-8f7a-4c5e-9a61-2b1b0e6c9d42',
  'c2d9a6f0-1e3b-4f8a-b7c4-5d6e7f8a9b0c',
];

function anApplication(clientRequestId: string): PublicApplication {
  return {
    clientRequestId,
    serviceId: 'notary-attestation',
    kind: 'service',
    applicant: {
      firstName: 'Amina',
      lastName: 'Otieno',
      dateOfBirth: '1990-04-12',
      email: 'amina@example.com',
      phone: '+1 555 0100',
      address: '',
      language: 'en',
    },
    answers: { documentCount: 2, documentType: 'Degree certificate' },
    documents: [],
    status: 'submitted',
    source: 'online',
  };
}

const denied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });
const unavailable = () => Object.assign(new Error('offline'), { code: 'unavailable' });

function writerWith(write: ApplicationWriter['write'], available = true) {
  const reportError = vi.fn();
  const writer: ApplicationWriter = {
    write: vi.fn(write),
    reportError,
    isAvailable: () => available,
    timeoutMs: 50,
  };
  return { writer, reportError, sync: createPendingSync(writer) };
}

afterEach(async () => {
  await deleteApplicationFormDb();
});

describe('the local queue (IndexedDB pendingApplications)', () => {
  it('puts, lists oldest first, counts and removes applications by clientRequestId', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValueOnce(2000);
    await putPendingApplication(anApplication(IDS[0]!));
    now.mockReturnValueOnce(1000);
    await putPendingApplication(anApplication(IDS[1]!));
    now.mockRestore();

    const items = await listPendingApplications();
    expect(items.map((item) => item.clientRequestId)).toEqual([IDS[1], IDS[0]]);
    expect(items[0]?.payload.source).toBe('offline_sync');
    expect(await countPendingApplications()).toBe(2);

    await removePendingApplication(IDS[1]!);
    expect((await listPendingApplications()).map((item) => item.clientRequestId)).toEqual([IDS[0]]);
  });

  it('keeps one item per clientRequestId and never forgets an earlier attempt', async () => {
    await putPendingApplication(anApplication(IDS[0]!), { attempts: 1 });
    await putPendingApplication(anApplication(IDS[0]!));
    expect(await countPendingApplications()).toBe(1);
    expect((await getPendingApplication(IDS[0]!))?.attempts).toBe(1);
  });

  it('tells subscribers about every change', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPendingApplications(listener);
    await putPendingApplication(anApplication(IDS[0]!));
    await removePendingApplication(IDS[0]!);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('submit', () => {
  it('writes online and leaves nothing queued when the database answers', async () => {
    const { writer, sync } = writerWith(async () => undefined);
    await expect(sync.submit(anApplication(IDS[0]!))).resolves.toBe('submitted');
    expect(writer.write).toHaveBeenCalledWith(expect.objectContaining({ source: 'online' }));
    expect(await countPendingApplications()).toBe(0);
  });

  it('keeps the application, reported to the breaker, when the write fails', async () => {
    const { sync, reportError } = writerWith(async () => {
      throw unavailable();
    });
    await expect(sync.submit(anApplication(IDS[0]!))).resolves.toBe('saved');
    const item = await getPendingApplication(IDS[0]!);
    expect(item).toMatchObject({ attempts: 1, lastErrorCode: 'unavailable' });
    expect(item?.payload).toEqual({ ...anApplication(IDS[0]!), source: 'offline_sync' });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('counts a write that hangs as failed after the timeout', async () => {
    const { sync, reportError } = writerWith(() => new Promise<void>(() => undefined));
    await expect(sync.submit(anApplication(IDS[0]!))).resolves.toBe('saved');
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'deadline-exceeded' }),
    );
    expect((await getPendingApplication(IDS[0]!))?.attempts).toBe(1);
  });

  it('does not try the database while the breaker is open', async () => {
    const { writer, sync } = writerWith(async () => undefined, false);
    await expect(sync.submit(anApplication(IDS[0]!))).resolves.toBe('saved');
    expect(writer.write).not.toHaveBeenCalled();
    expect((await getPendingApplication(IDS[0]!))?.attempts).toBe(0);
  });

  it('does not count a first attempt the rules refused as a possible delivery', async () => {
    const { sync } = writerWith(async () => {
      throw denied();
    });
    await sync.submit(anApplication(IDS[0]!));
    expect(await getPendingApplication(IDS[0]!)).toMatchObject({
      attempts: 0,
      lastErrorCode: 'permission-denied',
    });
  });
});

describe('sync', () => {
  it('sends each queued application as offline_sync and removes it only once written', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    await putPendingApplication(anApplication(IDS[1]!));
    const { writer, sync } = writerWith(async () => undefined);
    const result = await sync.sync();
    expect(result.delivered.sort()).toEqual([IDS[0], IDS[1]].sort());
    expect(writer.write).toHaveBeenCalledWith(expect.objectContaining({ source: 'offline_sync' }));
    expect(await countPendingApplications()).toBe(0);
  });

  it('treats permission-denied as delivered for an item attempted before', async () => {
    await putPendingApplication(anApplication(IDS[0]!), { attempts: 1 });
    const { sync, reportError } = writerWith(async () => {
      throw denied();
    });
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(await countPendingApplications()).toBe(0);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('keeps an item never attempted before that gets permission-denied', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    const { sync, reportError } = writerWith(async () => {
      throw denied();
    });
    expect(await sync.sync()).toEqual({ delivered: [], failed: 1 });
    expect(await getPendingApplication(IDS[0]!)).toMatchObject({ attempts: 0 });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('keeps items on any other error and counts the attempt, stopping at the first failure', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    await putPendingApplication(anApplication(IDS[1]!));
    const { writer, sync, reportError } = writerWith(async () => {
      throw unavailable();
    });
    expect(await sync.sync()).toEqual({ delivered: [], failed: 1 });
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(await countPendingApplications()).toBe(2);
    const attempts = (await listPendingApplications()).map((item) => item.attempts).sort();
    expect(attempts).toEqual([0, 1]);
  });

  it('after an unanswered write, a later permission-denied removes the item', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    let fail: () => Error = unavailable;
    const { sync } = writerWith(async () => {
      throw fail();
    });
    await sync.sync();
    fail = denied;
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
  });

  it('runs one sync at a time', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    const { writer, sync } = writerWith(async () => undefined);
    const [first, second] = await Promise.all([sync.sync(), sync.sync()]);
    expect(first).toBe(second);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the breaker is open', async () => {
    await putPendingApplication(anApplication(IDS[0]!));
    const { writer, sync } = writerWith(async () => undefined, false);
    await sync.sync();
    expect(writer.write).not.toHaveBeenCalled();
  });

  it('clears the draft of a delivered application', async () => {
    await saveDraft('notary-attestation', IDS[2]!, emptyFormValues([]));
    await putPendingApplication(anApplication(IDS[2]!), { attempts: 1 });
    const { sync } = writerWith(async () => undefined);
    await sync.sync();
    expect(await loadDraft('notary-attestation')).toBeUndefined();
  });
});
