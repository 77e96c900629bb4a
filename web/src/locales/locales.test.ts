import { LANGUAGES } from '@centre/domain/constants';
import { MESSAGES } from '@centre/domain/messages';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every namespace in both languages with the same keys (plural forms included), and every key
// the code asks for with a string literal present in English. See README.md here.

const LOCALES = import.meta.dirname;
const SRC = join(LOCALES, '..');

type Words = { [key: string]: string | Words };

function read(language: string, namespace: string): Words {
  return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Words;
}

function namespacesOf(language: string): string[] {
  return readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/** { a: { b: 'x' } } -> { 'a.b': 'x' } */
function flatten(words: Words, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const [english, ...others] = LANGUAGES;
const NAMESPACES = namespacesOf(english);

describe('locale files', () => {
  it.each(others)('%s has the same namespaces as English', (language) => {
    expect(namespacesOf(language)).toEqual(NAMESPACES);
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const base = flatten(read(english, namespace));

    it.each(others)('has the same keys in %s as in English (plural forms included)', (language) => {
      expect(Object.keys(flatten(read(language, namespace))).sort()).toEqual(
        Object.keys(base).sort(),
      );
    });

    it.each(LANGUAGES)(
      'has words for every key in %s, with the same {{placeholders}}',
      (language) => {
        const words = flatten(read(language, namespace));
        for (const [key, text] of Object.entries(words)) {
          expect(text.trim(), `${language}/${namespace}: ${key}`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}: ${key}`).toEqual(
            placeholders(base[key] ?? ''),
          );
        }
      },
    );
  });
});

/** Source files that call t(), with their namespaces (useTranslation's first argument). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function namespacesUsedIn(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    const argument = match[1];
    if (!argument) found.add('common');
    else for (const name of argument.matchAll(/'([^']+)'/g)) found.add(name[1] ?? '');
  }
  // A helper that takes a namespace's t as a parameter: `t: TFunction<'appointments'>`.
  for (const match of code.matchAll(/TFunction<\s*'([^']+)'/g)) found.add(match[1] ?? '');
  return found.size > 0 ? [...found] : ['common'];
}

function hasKey(namespace: string, key: string): boolean {
  const words = flatten(read(english, namespace));
  return key in words || `${key}_one` in words || `${key}_other` in words;
}

describe('keys used in the code', () => {
  const files = sourceFiles(SRC).filter((file) => /\bt\(\s*'/.test(readFileSync(file, 'utf8')));

  it('finds the files that translate (the scan itself works)', () => {
    expect(files.map((file) => relative(SRC, file))).toContain('app/layouts/header.tsx');
  });

  it.each(files.map((file) => [relative(SRC, file), file]))(
    '%s asks only for keys English has',
    (_name, file) => {
      const code = readFileSync(file, 'utf8');
      const namespaces = namespacesUsedIn(code);
      const missing: string[] = [];
      for (const match of code.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const literal = match[1] ?? '';
        const [namespace, key] = literal.includes(':')
          ? (literal.split(':', 2) as [string, string])
          : [undefined, literal];
        const candidates = namespace ? [namespace] : namespaces;
        if (!candidates.some((name) => NAMESPACES.includes(name) && hasKey(name, key))) {
          missing.push(literal);
        }
      }
      expect(missing).toEqual([]);
    },
  );
});

describe('fixed English strings', () => {
  const common = flatten(read(english, 'common'));
  it.each([
    ['errors.notFoundTitle', MESSAGES.notFoundTitle],
    ['errors.notFoundBody', MESSAGES.notFoundBody],
    ['errors.routeErrorTitle', MESSAGES.routeErrorTitle],
    ['errors.routeErrorBody', MESSAGES.routeErrorBody],
    ['errors.unexpectedErrorTitle', MESSAGES.unexpectedErrorTitle],
    ['errors.chunkLoadFailed', MESSAGES.chunkLoadFailed],
    ['guard.accessDenied', MESSAGES.accessDenied],
  ])('common %s is the exact English of the specification', (key, text) => {
    expect(common[key]).toBe(text);
  });
});
