import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import type { PublicApplication } from '@centre/domain/applications';
import {
  LICENCE_RENEWAL_SERVICE_ID,
  submissionCollection,
  submissionDocumentPath,
} from '@centre/domain/submissions';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_FORM_DB_NAME,
  APPLICATION_FORM_DB_VERSION,
  deleteApplicationFormDb,
  openApplicationFormDb,
} from './application-form-db';
import { loadDraft, saveDraft } from './form-drafts';
import { emptyFormValues } from './application-form-values';
import {
  countPendingApplications,
  getPendingApplication,
  listPendingApplications,
  listPendingDocuments,
  listPendingSummaries,
  putPendingApplication,
  removePendingApplication,
  subscribeToPendingApplications,
  type DocumentToSend,
} from './pending-applications';
import { createPendingSync, type ApplicationWriter, type DocumentUpload } from './pending-sync';
import { APPLICANT } from '../testing/applicant';

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
    applicant: { ...APPLICANT },
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

function writerWith(
  write: ApplicationWriter['write'],
  available = true,
  upload: ApplicationWriter['upload'] = async () => undefined,
) {
  const reportError = vi.fn();
  const writer = {
    write: vi.fn(write),
    upload: vi.fn(upload),
    reportError,
    isAvailable: () => available,
    timeoutMs: 50,
  } satisfies ApplicationWriter;
  return { writer, reportError, sync: createPendingSync(writer) };
}

/** A writer that saves applications but whose Storage refuses every upload. */
function writerRefusingUploads() {
  return writerWith(
    async () => undefined,
    true,
    async () => {
      throw storageRefused();
    },
  );
}

/** Node's Blob: jsdom's does not survive IndexedDB's structured clone (a browser's does). */
function aFile(text: string, type = 'application/pdf'): Blob {
  return new NodeBlob([text], { type }) as unknown as Blob;
}

function aDocument(clientRequestId: string, name: string, attempts = 1): DocumentToSend {
  return {
    path: `applications/${clientRequestId}/idCopy-${name}`,
    field: 'idCopy',
    name,
    contentType: 'application/pdf',
    file: aFile(`%PDF-1.4 ${name}`),
    attempts,
  };
}

/** An application whose payload lists `documents`, as the form makes it. */
function withDocuments(clientRequestId: string, documents: DocumentToSend[]): PublicApplication {
  return {
    ...anApplication(clientRequestId),
    documents: documents.map(({ path, name, contentType, field }) => ({
      path,
      name,
      contentType,
      field,
      size: 20,
    })),
  };
}

const storageUnreachable = () => Object.assign(new Error('stalled'), { code: 'storage/stalled' });
const storageRefused = () =>
  Object.assign(new Error('unauthorized'), { code: 'storage/unauthorized' });

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

describe('the IndexedDB database', () => {
  it('upgrades a version 1 database, keeping the applications that wait in it', async () => {
    const v1 = await openDB(APPLICATION_FORM_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('pendingApplications', { keyPath: 'clientRequestId' });
        db.createObjectStore('drafts', { keyPath: 'serviceId' });
        db.createObjectStore('services', { keyPath: 'id' });
      },
    });
    await v1.put('pendingApplications', {
      clientRequestId: IDS[0],
      payload: { ...anApplication(IDS[0]!), source: 'offline_sync' },
      savedAt: 1,
      attempts: 1,
      lastErrorCode: 'unavailable',
    });
    v1.close();

    const db = await openApplicationFormDb();
    expect(db.version).toBe(APPLICATION_FORM_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      'drafts',
      'pendingApplications',
      'pendingDocuments',
      'services',
    ]);
    expect(await getPendingApplication(IDS[0]!)).toMatchObject({ attempts: 1, savedAt: 1 });
    expect(await listPendingDocuments(IDS[0]!)).toEqual([]);

    // ... and such an application is sent as before.
    const { writer, sync } = writerWith(async () => undefined);
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(writer.upload).not.toHaveBeenCalled();
  });
});

describe('the IndexedDB database, opened first without a version', () => {
  it('completes an empty version 1 database', async () => {
    (await openDB(APPLICATION_FORM_DB_NAME)).close();
    const db = await openApplicationFormDb();
    expect([...db.objectStoreNames].sort()).toEqual([
      'drafts',
      'pendingApplications',
      'pendingDocuments',
      'services',
    ]);
  });
});

describe('applications with documents that could not be uploaded', () => {
  it('submit keeps the application with its files on the device, without trying', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf')];
    const { writer, sync } = writerWith(async () => undefined);
    await expect(sync.submit(withDocuments(IDS[0]!, documents), documents)).resolves.toBe('saved');
    expect(writer.write).not.toHaveBeenCalled();
    expect(writer.upload).not.toHaveBeenCalled();

    const item = await getPendingApplication(IDS[0]!);
    expect(item?.payload.documents).toHaveLength(1);
    const [kept] = await listPendingDocuments(IDS[0]!);
    expect(kept).toMatchObject({
      path: documents[0]!.path,
      clientRequestId: IDS[0],
      name: 'id-card.pdf',
      attempts: 1,
      uploadedAt: null,
    });
    expect(await kept!.file.text()).toBe('%PDF-1.4 id-card.pdf');
    expect(await listPendingSummaries()).toEqual([
      { clientRequestId: IDS[0], documentsWaiting: ['id-card.pdf'] },
    ]);
  });

  it('sync uploads the documents first, then writes the application once', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf'), aDocument(IDS[0]!, 'photo.pdf')];
    const payload = withDocuments(IDS[0]!, documents);
    const order: string[] = [];
    const { writer, sync } = writerWith(
      async (written) => {
        order.push(`write ${written.clientRequestId}`);
      },
      true,
      async (document: DocumentUpload) => {
        order.push(`upload ${document.name} ${await document.file.text()}`);
      },
    );
    await sync.submit(payload, documents);

    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(order).toEqual([
      'upload id-card.pdf %PDF-1.4 id-card.pdf',
      'upload photo.pdf %PDF-1.4 photo.pdf',
      `write ${IDS[0]}`,
    ]);
    expect(writer.upload).toHaveBeenCalledWith(
      expect.objectContaining({ path: documents[0]!.path, contentType: 'application/pdf' }),
    );
    expect(writer.write).toHaveBeenCalledWith({ ...payload, source: 'offline_sync' });
    expect(await countPendingApplications()).toBe(0);
    expect(await listPendingDocuments(IDS[0]!)).toEqual([]);
  });

  it('keeps the application and its files when an upload fails, without writing it', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf')];
    const { writer, sync, reportError } = writerWith(
      async () => undefined,
      true,
      async () => {
        throw storageUnreachable();
      },
    );
    await sync.submit(withDocuments(IDS[0]!, documents), documents);

    expect(await sync.sync()).toEqual({ delivered: [], failed: 1 });
    expect(writer.write).not.toHaveBeenCalled();
    // Storage is not the database: the breaker hears nothing of it.
    expect(reportError).not.toHaveBeenCalled();
    expect(await getPendingApplication(IDS[0]!)).toBeDefined();
    const [kept] = await listPendingDocuments(IDS[0]!);
    expect(kept).toMatchObject({ attempts: 2, uploadedAt: null, lastErrorCode: 'stalled' });
    expect(await kept!.file.text()).toBe('%PDF-1.4 id-card.pdf');
  });

  it('after a partial success, a retried sync uploads only what is missing and writes once', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf'), aDocument(IDS[0]!, 'photo.pdf')];
    let storageUp = false;
    const { writer, sync } = writerWith(
      async () => undefined,
      true,
      async (document) => {
        if (document.name === 'photo.pdf' && !storageUp) throw storageUnreachable();
      },
    );
    await sync.submit(withDocuments(IDS[0]!, documents), documents);

    expect((await sync.sync()).failed).toBe(1);
    expect(writer.upload.mock.calls.map(([document]) => document.name)).toEqual([
      'id-card.pdf',
      'photo.pdf',
    ]);
    const uploaded = (await listPendingDocuments(IDS[0]!)).find((d) => d.name === 'id-card.pdf');
    expect(uploaded?.uploadedAt).toEqual(expect.any(Number));
    expect(await listPendingSummaries()).toEqual([
      { clientRequestId: IDS[0], documentsWaiting: ['photo.pdf'] },
    ]);

    storageUp = true;
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(writer.upload.mock.calls.map(([document]) => document.name)).toEqual([
      'id-card.pdf',
      'photo.pdf',
      'photo.pdf',
    ]);
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(await sync.sync()).toEqual({ delivered: [], failed: 0 });
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('when the write fails after the uploads, the next sync only writes', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf')];
    let fail = true;
    const { writer, sync, reportError } = writerWith(async () => {
      if (fail) throw unavailable();
    });
    await sync.submit(withDocuments(IDS[0]!, documents), documents);

    expect(await sync.sync()).toEqual({ delivered: [], failed: 1 });
    expect(reportError).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(writer.upload).toHaveBeenCalledTimes(1);
    expect(writer.write).toHaveBeenCalledTimes(2);
  });

  it('counts a refused overwrite of a document that may have been uploaded as uploaded', async () => {
    // The form's upload was under way when the visitor submitted (attempts 1): the file may be
    // in Storage already, and a second upload to its name is refused.
    const documents = [aDocument(IDS[0]!, 'id-card.pdf', 1)];
    const { writer, sync } = writerRefusingUploads();
    await sync.submit(withDocuments(IDS[0]!, documents), documents);
    expect((await sync.sync()).delivered).toEqual([IDS[0]]);
    expect(writer.write).toHaveBeenCalledTimes(1);
  });

  it('keeps an application whose document is refused at its first upload', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf', 0)];
    const { writer, sync } = writerRefusingUploads();
    await putPendingApplication(withDocuments(IDS[0]!, documents), { documents });
    expect(await sync.sync()).toEqual({ delivered: [], failed: 1 });
    expect(writer.write).not.toHaveBeenCalled();
    expect((await listPendingDocuments(IDS[0]!))[0]).toMatchObject({
      attempts: 0,
      lastErrorCode: 'unauthorized',
    });
  });

  it('while Storage fails, still sends the applications that have nothing to upload', async () => {
    const now = vi.spyOn(Date, 'now');
    const documents = [aDocument(IDS[0]!, 'id-card.pdf'), aDocument(IDS[1]!, 'photo.pdf')];
    now.mockReturnValue(1000);
    await putPendingApplication(withDocuments(IDS[0]!, [documents[0]!]), {
      documents: [documents[0]!],
    });
    now.mockReturnValue(2000);
    await putPendingApplication(withDocuments(IDS[1]!, [documents[1]!]), {
      documents: [documents[1]!],
    });
    now.mockReturnValue(3000);
    await putPendingApplication(anApplication(IDS[2]!));
    now.mockRestore();
    const { writer, sync } = writerWith(
      async () => undefined,
      true,
      async () => {
        throw storageUnreachable();
      },
    );

    expect(await sync.sync()).toEqual({ delivered: [IDS[2]], failed: 2 });
    // One failed upload is enough: the second application's document is not tried.
    expect(writer.upload).toHaveBeenCalledTimes(1);
    expect(await countPendingApplications()).toBe(2);
  });

  it('saving an application again keeps what Storage has already confirmed', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf')];
    const payload = withDocuments(IDS[0]!, documents);
    const { sync } = writerWith(async () => {
      throw unavailable();
    });
    await sync.submit(payload, documents);
    await sync.sync();
    await putPendingApplication(payload, { documents });
    expect((await listPendingDocuments(IDS[0]!))[0]?.uploadedAt).toEqual(expect.any(Number));
  });

  it('forgets the files of a delivered application', async () => {
    const documents = [aDocument(IDS[0]!, 'id-card.pdf')];
    await putPendingApplication(withDocuments(IDS[0]!, documents), { documents });
    await removePendingApplication(IDS[0]!);
    expect(await listPendingDocuments(IDS[0]!)).toEqual([]);
  });
});

describe('a licence renewal in the queue', () => {
  it('keeps its serviceId and its licenceRenewals documents, so the sync sends it to licenceRenewals', async () => {
    const id = IDS[1]!;
    const document: DocumentToSend = {
      ...aDocument(id, 'licence.pdf'),
      path: submissionDocumentPath('licenceRenewals', id, 'licenceCopy-licence.pdf'),
      field: 'licenceCopy',
    };
    const renewal = { ...withDocuments(id, [document]), serviceId: LICENCE_RENEWAL_SERVICE_ID };
    const written: string[] = [];
    const { writer, sync } = writerWith(async (payload) => {
      // What createApplication does with it (api/create-application.ts).
      written.push(`${submissionCollection(payload.serviceId)}/${payload.clientRequestId}`);
    });
    await expect(sync.submit(renewal, [document])).resolves.toBe('saved');

    expect((await sync.sync()).delivered).toEqual([id]);
    expect(writer.upload).toHaveBeenCalledWith(
      expect.objectContaining({ path: `licenceRenewals/${id}/licenceCopy-licence.pdf` }),
    );
    expect(writer.write).toHaveBeenCalledWith({ ...renewal, source: 'offline_sync' });
    expect(written).toEqual([`licenceRenewals/${id}`]);
    expect(await countPendingApplications()).toBe(0);
  });
});
