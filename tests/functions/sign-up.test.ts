import { createUserWithEmailAndPassword } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin';
import { useEmptyProjectPerTest, newClient } from '../support/functions-client';

useEmptyProjectPerTest();

describe('client sign-up (docs/product.md §12.1)', () => {
  it('refuses client sign-up through the beforeUserCreated blocking function', async () => {
    const error = (await createUserWithEmailAndPassword(
      newClient().auth,
      'visitor@example.org',
      'Visitor-Password-2026',
    ).then(
      () => null,
      (reason: unknown) => reason,
    )) as { code?: string; message?: string } | null;
    expect(error).not.toBeNull();
    // The Auth emulator reports the blocking function's refusal as an internal error whose
    // message carries the function's own status and text.
    expect(error?.message).toContain('PERMISSION_DENIED');
    expect(error?.message).toContain('Sign-up is closed');
    expect((await adminAuth.listUsers()).users).toHaveLength(0);
  });

  it('lets the Admin SDK create accounts (it does not run blocking functions)', async () => {
    const user = await adminAuth.createUser({
      email: 'staff@example.org',
      password: 'x'.repeat(12),
    });
    expect((await adminAuth.getUser(user.uid)).email).toBe('staff@example.org');
  });
});
