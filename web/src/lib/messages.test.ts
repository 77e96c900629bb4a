import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_MESSAGES } from '@centre/domain/bookings';
import { CALLABLE_ERROR_MESSAGES } from '@centre/domain/callable-errors';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { ACCESS_MESSAGES, USER_MESSAGES } from '@centre/domain/users';
import { describe, expect, it } from 'vitest';
import sw from '../locales/sw/messages.json';
import { describeError } from './error-description';
import { setLanguage } from './i18n';
import {
  DOMAIN_MESSAGE_SETS,
  MESSAGE_PARAMETERS,
  MESSAGE_SETS,
  englishMessage,
} from './message-sets';
import { errorText, findMessage, translateMessage, translatedMessages } from './messages';

type Message = string | ((...values: string[]) => string);

/** Every message of the domain's maps: [set, key, English text with sample values, values]. */
const DOMAIN_CASES = Object.entries(DOMAIN_MESSAGE_SETS).flatMap(([setName, set]) =>
  Object.entries(set as Record<string, Message>).map(([name, message]) => {
    const key = `${setName}.${name}`;
    const names = MESSAGE_PARAMETERS[key] ?? [];
    const values = Object.fromEntries(names.map((param, i) => [param, `sample-${i + 1}`]));
    const text = typeof message === 'string' ? message : message(...Object.values(values));
    return [key, text, values] as const;
  }),
);

/** A callable's failure as the web SDK reports it ('functions/<code>', message plus HTTP status). */
function callableError(code: string, message: string) {
  return Object.assign(new Error(`${message} [400]`), { code: `functions/${code}` });
}

describe('the reverse index of messages', () => {
  it('knows every message map the domain exports (none forgotten)', () => {
    const domain = join(import.meta.dirname, '..', '..', '..', 'domain', 'src');
    const exported = readdirSync(domain)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(join(domain, file), 'utf8').matchAll(/export const (\w*MESSAGES) = \{/g),
        ].map((match) => match[1]),
      );
    expect(exported.length).toBeGreaterThan(10);
    expect(Object.keys(DOMAIN_MESSAGE_SETS).sort()).toEqual(exported.sort());
  });

  it.each(DOMAIN_CASES)('finds %s by its English text', (key, text, values) => {
    const found = findMessage(text);
    expect(found).not.toBeNull();
    // Two sets may hold the same sentence: the index answers the first, with the same English.
    const [setName, name] = (found?.key ?? '').split('.') as [string, string];
    const message = MESSAGE_SETS[setName]?.[name];
    expect(message).toBeDefined();
    expect(typeof message === 'string' ? message : englishMessage(message!, found!.key)).toBe(
      typeof message === 'string' ? text : englishMessage(message!, key),
    );
    expect(found?.values).toEqual(values);
  });

  it('names the parameters of every message that is a function', () => {
    for (const [setName, set] of Object.entries(MESSAGE_SETS)) {
      for (const [name, message] of Object.entries(set)) {
        if (typeof message === 'function') {
          expect(MESSAGE_PARAMETERS[`${setName}.${name}`], `${setName}.${name}`).toBeDefined();
        }
      }
    }
  });

  it('reads the English file, not the domain maps: a page showing a message stays small', () => {
    const importsOf = (file: string) =>
      [
        ...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(
          /^import (?!type ).* from '([^']+)';$/gm,
        ),
      ].map((match) => match[1]);
    expect(importsOf('messages.ts')).toEqual([
      '@centre/domain/constants',
      'i18next',
      './error-code',
    ]);
    // error-code.ts is read by the query client on every page: it imports nothing.
    expect(importsOf('error-code.ts')).toEqual([]);
  });

  it('leaves words it does not know as they are', () => {
    expect(findMessage('Some words from elsewhere')).toBeNull();
    expect(translateMessage('Some words from elsewhere')).toBe('Some words from elsewhere');
  });
});

describe('translateMessage', () => {
  it('answers in English by default', () => {
    expect(translateMessage(BOOKING_MESSAGES.slotFull)).toBe(BOOKING_MESSAGES.slotFull);
  });

  it('answers every domain message in Kiswahili, as the sw file writes it', async () => {
    await setLanguage('sw', { persist: false });
    const words = sw as Record<string, Record<string, string>>;
    for (const [key, text, values] of DOMAIN_CASES) {
      const found = findMessage(text)!;
      const [setName, name] = found.key.split('.') as [string, string];
      let expected = words[setName]?.[name] ?? '';
      for (const [param, value] of Object.entries(values)) {
        expected = expected.replace(`{{${param}}}`, value);
      }
      expect(translateMessage(text), key).toBe(expected);
      expect(translateMessage(text), key).not.toBe(text);
    }
  });

  it('fills a message with parameters in Kiswahili', async () => {
    await setLanguage('sw', { persist: false });
    expect(translateMessage(TEXT_MESSAGES.tooLong(500))).toBe('Tumia herufi zisizozidi 500');
    expect(translateMessage(ACCESS_MESSAGES.permissionRequired('manage_users'))).toBe(
      'Unahitaji ruhusa ya manage_users.',
    );
  });
});

describe('callable errors in Kiswahili', () => {
  it("shows the server's own words translated (errorText)", async () => {
    await setLanguage('sw', { persist: false });
    const error = callableError('failed-precondition', BOOKING_MESSAGES.closed);
    expect(errorText(error)).toBe(
      'Kituo kimefungwa muda huo. Tafadhali chagua muda kwenye orodha.',
    );
  });

  it('describes a failure by its code in Kiswahili, the server reason inside translated too', async () => {
    await setLanguage('sw', { persist: false });
    const described = describeError(callableError('invalid-argument', USER_MESSAGES.roleRequired), {
      byCode: {},
      fallback: `Failed to create user: ${USER_MESSAGES.roleRequired}`,
    });
    expect(described).toBe('Imeshindwa kuongeza mtumiaji: Wadhifa unahitajika');
    expect(
      describeError(callableError('unavailable', 'internal words'), {
        byCode: { unavailable: CALLABLE_ERROR_MESSAGES.unavailable },
        fallback: 'unused',
      }),
    ).toBe('Huduma haipatikani kwa sasa. Tafadhali jaribu tena baadaye.');
  });

  it('shows words the server wrote that are no message of ours unchanged', async () => {
    await setLanguage('sw', { persist: false });
    expect(errorText(callableError('internal', 'Quota exceeded'))).toBe('Quota exceeded');
  });
});

describe('translatedMessages', () => {
  it('reads a set in the language on screen, its functions too', async () => {
    const view = translatedMessages('USER_ERRORS', {
      notFound: 'User not found. The user may have been deleted.',
      createFailed: (reason: string) => `Failed to create user: ${reason}`,
    });
    expect(view.notFound).toBe('User not found. The user may have been deleted.');
    await setLanguage('sw', { persist: false });
    expect(view.notFound).toBe('Mtumiaji hakupatikana. Huenda amefutwa.');
    expect(view.createFailed('Unknown error')).toBe(
      'Imeshindwa kuongeza mtumiaji: Hitilafu isiyojulikana',
    );
    expect(Object.keys(view)).toEqual(['notFound', 'createFailed']);
  });
});
