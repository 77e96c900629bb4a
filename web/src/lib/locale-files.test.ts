import { describe, expect, it } from 'vitest';
import { localeOfFile } from './locale-files';

describe('localeOfFile', () => {
  it('reads the language and namespace of a locale file, by glob key or absolute path', () => {
    expect(localeOfFile('../locales/sw/public-pages.json')).toEqual({
      language: 'sw',
      namespace: 'public-pages',
    });
    expect(localeOfFile('C:\\app\\web\\src\\locales\\en\\common.json')).toEqual({
      language: 'en',
      namespace: 'common',
    });
  });

  it('answers nothing for other modules', () => {
    expect(localeOfFile('/app/web/src/main.tsx')).toBeUndefined();
    expect(localeOfFile('/app/web/src/locales/README.md')).toBeUndefined();
    expect(localeOfFile('/app/web/src/data/locales.json')).toBeUndefined();
  });
});
