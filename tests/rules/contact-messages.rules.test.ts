import { COLLECTIONS } from '@centre/domain/collections';
import { collection, doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTIVE_STAFF,
  STAFF_ACTOR_NAMES,
  uidOf,
  type RulesDb,
  type StaffActor,
} from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

const EXISTING = 'message-1';
const { dbOf, documentOperations } = useRulesEnvironment({
  seed: (db) =>
    setDoc(doc(db, COLLECTIONS.contactMessages, EXISTING), {
      ...message(),
      createdAt: serverTimestamp(),
    }),
});

function message(fields: Record<string, unknown> = {}) {
  return {
    name: 'Baraka Otieno',
    email: 'baraka@example.org',
    phone: '+44 7700 900456',
    subject: 'Opening hours',
    message: 'Are you open on Saturdays?',
    language: 'en',
    status: 'new',
    ...fields,
  };
}

const send = (db: RulesDb, fields: Record<string, unknown> = {}) =>
  setDoc(doc(collection(db, COLLECTIONS.contactMessages)), {
    ...message(),
    createdAt: serverTimestamp(),
    ...fields,
  });
const handle = (actor: StaffActor, fields: Record<string, unknown> = {}) =>
  updateDoc(doc(dbOf(actor), COLLECTIONS.contactMessages, EXISTING), {
    status: 'handled',
    handledBy: uidOf(actor),
    handledAt: serverTimestamp(),
    ...fields,
  });

describe('contactMessages: role x operation', () => {
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    {
      get: ACTIVE_STAFF,
      list: ACTIVE_STAFF,
      create: STAFF_ACTOR_NAMES,
      update: ACTIVE_STAFF,
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.contactMessages, EXISTING),
      create: (actor) => send(dbOf(actor)),
      update: (actor) => handle(actor),
    },
  );
});

describe('contactMessages: what the public may send', () => {
  const anonymous = () => dbOf('anonymous');

  it('allows a message without a phone number, in Kiswahili', () => {
    const { phone: _phone, ...withoutPhone } = message({ language: 'sw' });
    return expectAllowed(
      setDoc(doc(collection(anonymous(), COLLECTIONS.contactMessages)), {
        ...withoutPhone,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('allows a 2000-character message', () =>
    expectAllowed(send(anonymous(), { message: 'x'.repeat(2000) })));

  it.each([
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['an empty message', { message: '' }],
    ['an empty name', { name: '' }],
    ['an email without @', { email: 'baraka.example.org' }],
    ['a status other than new', { status: 'handled' }],
    ['an unknown language', { language: 'fr' }],
    ['a forbidden key', { handledBy: 'agent-uid' }],
    ['a createdAt other than now', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
  ])('denies %s', (_, fields) => expectDenied(send(anonymous(), fields)));

  it('denies a message missing its subject', () => {
    const { subject: _subject, ...rest } = message();
    return expectDenied(
      setDoc(doc(collection(anonymous(), COLLECTIONS.contactMessages)), {
        ...rest,
        createdAt: serverTimestamp(),
      }),
    );
  });
});

describe('contactMessages: what staff may change', () => {
  it('allows marking it new again', () => expectAllowed(handle('receptionist', { status: 'new' })));

  it.each([
    ['an unknown status', { status: 'archived' }],
    ['handledBy somebody else', { handledBy: uidOf('admin') }],
    ['handledAt not now', { handledAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['the message itself', { message: 'Edited' }],
  ])('denies %s', (_, fields) => expectDenied(handle('agent', fields)));
});
