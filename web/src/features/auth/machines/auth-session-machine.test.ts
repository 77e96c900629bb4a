import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionUser } from '../../../test/auth-session';
import type { AuthUser } from '../types';
import {
  authSessionMachine,
  type AuthSessionEvent,
  type SessionUser,
} from './auth-session-machine';

const amina: AuthUser = { uid: 'u1', email: 'amina@servicecentre.test', displayName: null };
const record = sessionUser({ uid: 'u1', role: 'manager' });

function start(options: {
  load?: (authUser: AuthUser) => Promise<SessionUser | null>;
  signOut?: () => Promise<void>;
}) {
  let emit: (event: AuthSessionEvent) => void = () => undefined;
  const load = vi.fn(options.load ?? (async () => record));
  const signOut = vi.fn(options.signOut ?? (async () => undefined));
  const actor = createActor(
    authSessionMachine.provide({
      actors: {
        watchAuthState: fromCallback<AuthSessionEvent>(({ sendBack }) => {
          emit = sendBack;
          return () => undefined;
        }),
        loadUserRecord: fromPromise(({ input }: { input: { authUser: AuthUser } }) =>
          load(input.authUser),
        ),
        signOut: fromPromise(() => signOut()),
      },
    }),
  ).start();
  return { actor, emit: (event: AuthSessionEvent) => emit(event), load, signOut };
}

describe('auth session machine (docs/product.md §4.1)', () => {
  it('starts loading', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('goes from loading to signedOut when there is no user', () => {
    const { actor, emit } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('goes from loading to signedIn and loads the user record', async () => {
    const { actor, emit, load } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingRecord' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(load).toHaveBeenCalledWith(amina);
    expect(actor.getSnapshot().context.user).toEqual(record);
  });

  it('gives a missing record the default: role agent, no permissions, active', async () => {
    const { actor, emit } = start({ load: async () => null });
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user).toMatchObject({
      uid: 'u1',
      role: 'agent',
      permissions: [],
      status: 'active',
      displayName: 'amina',
    });
  });

  it('falls back to role agent when the record cannot be loaded', async () => {
    const { actor, emit } = start({ load: async () => Promise.reject(new Error('unavailable')) });
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user?.role).toBe('agent');
  });

  it('clears the user on sign-out', async () => {
    const { actor, emit, signOut } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().matches({ signedIn: 'signingOut' })).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toEqual({ authUser: null, user: null });
  });

  it('stays signed in when sign-out fails', async () => {
    const { actor, emit } = start({ signOut: async () => Promise.reject(new Error('offline')) });
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user).toEqual(record);
  });

  it('signs out when the identity provider drops the user (token expired, disabled)', async () => {
    const { actor, emit } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    emit({ type: 'AUTH_CHANGED', authUser: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('goes from signedOut to signedIn on a later sign-in', async () => {
    const { actor, emit } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: null });
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.user?.uid).toBe('u1');
  });

  it('reloads the record when another user signs in', async () => {
    const other: AuthUser = { uid: 'u2', email: 'musa@servicecentre.test', displayName: 'Musa' };
    const { actor, emit, load } = start({
      load: async (authUser) => ({ ...record, uid: authUser.uid }),
    });
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    emit({ type: 'AUTH_CHANGED', authUser: other });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }) && s.context.user?.uid === 'u2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a repeated notice for the same user (token refresh)', async () => {
    const { actor, emit, load } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a changed record without leaving signedIn', async () => {
    const { actor, emit } = start({});
    emit({ type: 'AUTH_CHANGED', authUser: amina });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({
      type: 'RECORD_CHANGED',
      user: { ...record, mustChangePassword: false, role: 'admin' },
    });
    expect(actor.getSnapshot().context.user?.role).toBe('admin');
  });
});
