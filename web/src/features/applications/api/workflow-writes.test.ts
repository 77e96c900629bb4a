import { addDoc, collection, doc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addApplicationNote } from './add-application-note';
import { updateApplicationAssignment } from './update-application-assignment';
import { updateApplicationPriority } from './update-application-priority';
import { updateApplicationStatus } from './update-application-status';

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));
const callNote = vi.hoisted(() => vi.fn(async () => ({ data: { noteId: 'note-1' } })));
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn(() => callNote) }));
vi.mock('firebase/firestore', () => ({
  doc: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  collection: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
  updateDoc: vi.fn(async () => undefined),
  addDoc: vi.fn(async () => ({ id: 'note-1' })),
  serverTimestamp: () => 'SERVER_TIMESTAMP',
}));

beforeEach(() => {
  vi.mocked(updateDoc).mockClear();
  vi.mocked(addDoc).mockClear();
  vi.mocked(doc).mockClear();
  vi.mocked(collection).mockClear();
});

describe('workflow writes', () => {
  it('writes the status with its note, updatedBy and a server updatedAt, nothing else', async () => {
    await updateApplicationStatus({
      applicationId: 'app-1',
      status: 'in_review',
      statusNote: 'Documents look complete',
      updatedBy: 'agent-1',
    });
    expect(doc).toHaveBeenCalledWith({}, 'applications', 'app-1');
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'applications/app-1' },
      {
        status: 'in_review',
        statusNote: 'Documents look complete',
        updatedBy: 'agent-1',
        updatedAt: 'SERVER_TIMESTAMP',
      },
    );
  });

  it('writes assignedTo and assignedToName with the audit fields', async () => {
    await updateApplicationAssignment({
      applicationId: 'app-1',
      assignedTo: 'agent-2',
      assignedToName: 'Chiku Njeri',
      updatedBy: 'manager-1',
    });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'applications/app-1' },
      {
        assignedTo: 'agent-2',
        assignedToName: 'Chiku Njeri',
        updatedBy: 'manager-1',
        updatedAt: 'SERVER_TIMESTAMP',
      },
    );
  });

  it('clears the name when an application is unassigned', async () => {
    await updateApplicationAssignment({
      applicationId: 'app-1',
      assignedTo: null,
      assignedToName: 'Unassigned',
      updatedBy: 'manager-1',
    });
    expect(vi.mocked(updateDoc).mock.calls[0]?.[1]).toMatchObject({
      assignedTo: null,
      assignedToName: null,
    });
  });

  it('writes the priority with the audit fields', async () => {
    await updateApplicationPriority({
      applicationId: 'app-1',
      priority: 'urgent',
      updatedBy: 'agent-1',
    });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'applications/app-1' },
      { priority: 'urgent', updatedBy: 'agent-1', updatedAt: 'SERVER_TIMESTAMP' },
    );
  });

  it('adds a note through the callable with only the application and the text', async () => {
    await expect(
      addApplicationNote({ applicationId: 'app-1', body: 'Called the applicant' }),
    ).resolves.toBe('note-1');
    expect(httpsCallable).toHaveBeenCalledWith({}, 'addApplicationNote');
    expect(callNote).toHaveBeenCalledWith({ applicationId: 'app-1', body: 'Called the applicant' });
    expect(addDoc).not.toHaveBeenCalled();
  });
});
