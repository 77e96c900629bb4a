import { APPLICATION_MESSAGES, DATE_OF_BIRTH_MESSAGES } from '@centre/domain/applications';
import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_INPUT_MESSAGES,
  BOOKING_MESSAGES,
} from '@centre/domain/bookings';
import { CALLABLE_ERROR_MESSAGES } from '@centre/domain/callable-errors';
import { ID_MESSAGES } from '@centre/domain/ids';
import { MANAGE_APPOINTMENT_MESSAGES } from '@centre/domain/manage-appointment';
import { MESSAGES } from '@centre/domain/messages';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { UPLOAD_GRANT_MESSAGES } from '@centre/domain/upload-grants';
import { ACCESS_MESSAGES, USER_MESSAGES } from '@centre/domain/users';
import { VISIT_MESSAGES } from '@centre/domain/visits';
import i18next from 'i18next';
import { WEB_MESSAGE_SETS } from './error-messages';

/**
 * The domain's and the server's messages in the current language. The domain writes them in
 * English (callables send them as error messages, forms show them); the `messages` namespace
 * holds each one as `<SET>.<key>` with the English text exactly (locales/messages.test.ts), and
 * translateMessage finds a text among them and answers in the current language.
 */

export const MESSAGES_NAMESPACE = 'messages';

type Message = string | ((...values: never[]) => string);
type MessageSet = Readonly<Record<string, Message>>;

/** The domain's message maps by their names. */
export const DOMAIN_MESSAGE_SETS = {
  MESSAGES,
  USER_MESSAGES,
  ACCESS_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_INPUT_MESSAGES,
  BOOKING_EXTRA_MESSAGES,
  RATE_LIMIT_MESSAGES,
  TEXT_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  APPLICATION_MESSAGES,
  ID_MESSAGES,
  MANAGE_APPOINTMENT_MESSAGES,
  CALLABLE_ERROR_MESSAGES,
  UPLOAD_GRANT_MESSAGES,
  VISIT_MESSAGES,
} as const;

/** Every set the `messages` namespace holds: the domain's, then the web's (lib/error-messages). */
export const MESSAGE_SETS: Readonly<Record<string, MessageSet>> = {
  ...DOMAIN_MESSAGE_SETS,
  ...WEB_MESSAGE_SETS,
};

/** The parameter names of the messages that are functions, in order (`{{name}}` in the files). */
export const MESSAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  'TEXT_MESSAGES.tooLong': ['max'],
  'ACCESS_MESSAGES.permissionRequired': ['permission'],
  'USER_ERRORS.statusUpdateFailed': ['reason'],
  'USER_ERRORS.departmentUpdateFailed': ['reason'],
  'USER_ERRORS.roleUpdateFailed': ['reason'],
  'USER_ERRORS.createFailed': ['reason'],
};

/** A message's English text; a function's with `{{name}}` for each parameter. */
export function englishMessage(message: Message, key: string): string {
  if (typeof message === 'string') return message;
  const names = MESSAGE_PARAMETERS[key] ?? [];
  return (message as (...values: string[]) => string)(...names.map((name) => `{{${name}}}`));
}

interface Pattern {
  key: string;
  names: readonly string[];
  pattern: RegExp;
}

interface MessageIndex {
  /** English text -> key (the first set that has it). */
  texts: Map<string, string>;
  /** Messages with parameters, matched whole. */
  patterns: Pattern[];
}

let index: MessageIndex | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(): MessageIndex {
  const texts = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [setName, set] of Object.entries(MESSAGE_SETS)) {
    for (const [name, message] of Object.entries(set)) {
      const key = `${setName}.${name}`;
      if (typeof message === 'string') {
        if (!texts.has(message)) texts.set(message, key);
        continue;
      }
      const names = MESSAGE_PARAMETERS[key] ?? [];
      const source = englishMessage(message, key)
        .split(/\{\{\w+\}\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
    }
  }
  return { texts, patterns };
}

/** Where an English message is in the `messages` namespace, with its parameters; null if not. */
export function findMessage(text: string): { key: string; values: Record<string, string> } | null {
  index ??= buildIndex();
  const key = index.texts.get(text);
  if (key) return { key, values: {} };
  for (const { key: patternKey, names, pattern } of index.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, position) => {
      values[name] = match[position + 1] ?? '';
    });
    return { key: patternKey, values };
  }
  return null;
}

function translate(key: string, values: Record<string, string>, english: string): string {
  // Before i18next starts (a module read at load time), English.
  if (!i18next.isInitialized) return english;
  return i18next.t(`${MESSAGES_NAMESPACE}:${key}` as never, { ...values, defaultValue: english });
}

/**
 * A message of the domain, the server or the web in the current language, found by its English
 * text; any other text unchanged. A parameter that is itself a message (the server's reason in
 * "Failed to update user role: <reason>") is translated too.
 */
export function translateMessage(text: string): string {
  const found = findMessage(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, translateMessage(value)]),
  );
  return translate(found.key, values, text);
}

/**
 * A view of a message set whose properties read in the current language: components and helpers
 * keep writing `APPLICATION_ERRORS.readDenied`, and see the words of the language on screen.
 * Messages with parameters stay functions, their result translated.
 */
export function translatedMessages<S extends MessageSet>(setName: string, set: S): S {
  const view = {} as S;
  for (const [name, message] of Object.entries(set)) {
    const key = `${setName}.${name}`;
    Object.defineProperty(view, name, {
      enumerable: true,
      get: () =>
        typeof message === 'string'
          ? translate(key, {}, message)
          : (...values: string[]) =>
              translateMessage((message as (...values: string[]) => string)(...values)),
    });
  }
  return view;
}
