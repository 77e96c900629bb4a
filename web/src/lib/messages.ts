import { DEFAULT_LANGUAGE } from '@centre/domain/constants';
import i18next from 'i18next';
import { serverText } from './error-code';
import type { MessageSet } from './message-sets';

/**
 * The domain's and the server's messages in the current language. The domain writes them in
 * English (callables send them as error messages, forms show them); the `messages` namespace
 * holds each one as `<SET>.<key>` with the English text exactly (the registry of sets is
 * lib/message-sets.ts, checked by locales/domain-words.test.ts), and translateMessage finds a
 * text among them and answers in the current language.
 *
 * The reverse index is built from the English `messages` file itself, not from the domain's
 * maps: this module imports no domain module (nor zod), so a page that shows a message
 * downloads only these few lines. The router loads the `messages` namespace with every page
 * but home (lib/i18n.ts, loadDomainNamespaces), English included in any language (i18next
 * loads the fallback language with it); until then, a text is shown as it is, in English.
 */

export const MESSAGES_NAMESPACE = 'messages';

interface Pattern {
  key: string;
  names: readonly string[];
  pattern: RegExp;
}

interface MessageIndex {
  /** English text -> key (the first set that has it). */
  texts: Map<string, string>;
  /** Messages with parameters (`{{name}}` in the file), matched whole. */
  patterns: Pattern[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(english: Readonly<Record<string, unknown>>): MessageIndex {
  const texts = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [setName, set] of Object.entries(english)) {
    if (typeof set !== 'object' || set === null) continue;
    for (const [name, text] of Object.entries(set as Record<string, unknown>)) {
      if (typeof text !== 'string') continue;
      const key = `${setName}.${name}`;
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
      if (names.length === 0) {
        if (!texts.has(text)) texts.set(text, key);
        continue;
      }
      const source = text
        .split(/\{\{\w+\}\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
    }
  }
  return { texts, patterns };
}

let indexed: { english: object; index: MessageIndex } | null = null;

/** The index of the English `messages` file, once it is loaded; null before. */
function messageIndex(): MessageIndex | null {
  const english: unknown = i18next.isInitialized
    ? i18next.getResourceBundle(DEFAULT_LANGUAGE, MESSAGES_NAMESPACE)
    : undefined;
  if (typeof english !== 'object' || english === null) return null;
  if (indexed?.english !== english) {
    indexed = { english, index: buildIndex(english as Record<string, unknown>) };
  }
  return indexed.index;
}

/** Where an English message is in the `messages` namespace, with its parameters; null if not. */
export function findMessage(text: string): { key: string; values: Record<string, string> } | null {
  const index = messageIndex();
  if (!index) return null;
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

/**
 * The server's own words for a failure in the current language (a domain message translated,
 * translateMessage above; other words as they came), or null when it gave none worth showing.
 */
export function errorText(error: unknown): string | null {
  const text = serverText(error);
  return text === null ? null : translateMessage(text);
}
