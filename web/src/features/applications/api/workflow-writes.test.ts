import { addDoc, collection, doc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addApplicationNote } from './add-application-note';
import { updateApplicationAssignment } from './update-application-assignment';
import { updateApplicationPriority } from './update-application-priority';
import { updateApplicationStatus } from './update-application-status';

vi.mock('../../../lib/firestore', () => ({ db: {} }));
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

  it('adds a note as its author, stamped by the server', async () => {
    await addApplicationNote({
      applicationId: 'app-1',
      body: 'Called the applicant',
      authorId: 'agent-1',
      authorName: 'Baraka',
    });
    expect(collection).toHaveBeenCalledWith({}, 'applications', 'app-1', 'notes');
    expect(addDoc).toHaveBeenCalledWith(
      { path: 'applications/app-1/notes' },
      {
        body: 'Called the applicant',
        authorId: 'agent-1',
        authorName: 'Baraka',
        createdAt: 'SERVER_TIMESTAMP',
      },
    );
  });
});
