import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_DRAFT_PREFIX,
  readSessionDraft,
  writeSessionDraft,
} from '../../../lib/session-draft';
import { signOut } from './sign-out';

const firebase = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: firebase.signOut }));
vi.mock('../../../lib/firebase-auth', () => ({ auth: { name: 'auth' } }));

beforeEach(() => {
  sessionStorage.clear();
  firebase.signOut.mockReset().mockResolvedValue(undefined);
});

describe('signOut', () => {
  it('forgets the staff drafts (a shared counter computer) and signs out of Firebase', async () => {
    writeSessionDraft(`${STAFF_DRAFT_PREFIX}message:me:thread`, 'Unsent words');
    writeSessionDraft('centre:contact-draft', { name: 'Amina' });
    await signOut();
    expect(readSessionDraft(`${STAFF_DRAFT_PREFIX}message:me:thread`)).toBeNull();
    // A visitor's draft on the public site is not the staff side's.
    expect(readSessionDraft('centre:contact-draft')).toEqual({ name: 'Amina' });
    expect(firebase.signOut).toHaveBeenCalledWith({ name: 'auth' });
  });
});
