import { describe, expect, it } from 'vitest';
import { fakeSnapshot, fakeTimestamp } from '../fake-snapshot';
import { auditEntryConverter, userConverter } from './converter';

describe('userConverter', () => {
  it('takes the uid from the document id and turns Timestamps into Dates', () => {
    const user = userConverter.fromFirestore(
      fakeSnapshot('u-1', {
        uid: 'someone-else',
        email: 'amina@centre.test',
        displayName: 'Amina',
        role: 'manager',
        status: 'on_leave',
        isActive: false,
        department: 'Reception',
        permissions: ['view_users'],
        createdAt: fakeTimestamp('2025-01-02T03:04:05Z'),
        lastUpdated: fakeTimestamp('2025-02-02T03:04:05Z'),
        lastUpdatedBy: 'admin-1',
      }),
    );
    expect(user).toMatchObject({
      uid: 'u-1',
      email: 'amina@centre.test',
      role: 'manager',
      status: 'on_leave',
      isActive: false,
      permissions: ['view_users'],
      lastUpdatedBy: 'admin-1',
    });
    expect(user.createdAt).toEqual(new Date('2025-01-02T03:04:05Z'));
    expect(user.lastUpdated).toEqual(new Date('2025-02-02T03:04:05Z'));
    expect(user.updatedAt).toBeNull();
  });

  it('falls back to neutral values for missing or malformed fields', () => {
    const user = userConverter.fromFirestore(
      fakeSnapshot('u-2', { role: 7, permissions: 'all', createdAt: 'yesterday' }),
    );
    expect(user).toMatchObject({
      uid: 'u-2',
      email: '',
      displayName: '',
      role: null,
      status: 'active',
      department: 'General',
      permissions: [],
      createdAt: null,
    });
  });
});

describe('auditEntryConverter', () => {
  it('reads an audit entry with its id and time', () => {
    const entry = auditEntryConverter.fromFirestore(
      fakeSnapshot('a-1', {
        actor: 'admin-1',
        action: 'user.status.update',
        target: 'u-1',
        changedFields: { status: { from: 'active', to: 'suspended' } },
        at: fakeTimestamp('2025-03-01T00:00:00Z'),
      }),
    );
    expect(entry).toEqual({
      id: 'a-1',
      actor: 'admin-1',
      action: 'user.status.update',
      target: 'u-1',
      changedFields: { status: { from: 'active', to: 'suspended' } },
      at: new Date('2025-03-01T00:00:00Z'),
    });
  });
});
