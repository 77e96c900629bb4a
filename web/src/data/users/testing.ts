import { DEFAULT_DEPARTMENT } from '@centre/domain/constants';
import type { UserRecord } from './converter';

export function aUser(overrides: Partial<UserRecord> & { uid: string }): UserRecord {
  return {
    email: `${overrides.uid}@centre.test`,
    displayName: overrides.uid,
    role: 'agent',
    status: 'active',
    isActive: true,
    department: DEFAULT_DEPARTMENT,
    permissions: [],
    language: 'en',
    mustChangePassword: false,
    dailyDigest: true,
    createdAt: new Date('2025-01-02T09:00:00Z'),
    updatedAt: new Date('2025-02-03T10:00:00Z'),
    lastUpdated: null,
    lastUpdatedBy: null,
    ...overrides,
  };
}
