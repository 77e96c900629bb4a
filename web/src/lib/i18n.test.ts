import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('detectLanguage', () => {
  it('takes the saved choice first', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sw');
    browserLanguages(['en-CA', 'en']);
    expect(detectLanguage()).toBe('sw');
  });

  it("else the choice in Hosting's cookie (storage cleared while the cookie stayed)", () => {
    document.cookie = `other=en; path=/`;
    document.cookie = `${LANGUAGE_COOKIE}=sw; path=/`;
    browserLanguages(['en-CA', 'en']);
    expect(detectLanguage()).toBe('sw');
  });

  it('takes the saved choice over the cookie, and ignores a cookie of another language', () => {
    document.cookie = `${LANGUAGE_COOKIE}=sw; path=/`;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    browserLanguages(['sw']);
    expect(detectLanguage()).toBe('en');

    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
    expect(detectLanguage()).toBe('sw');
    browserLanguages(['en']);
    expect(detectLanguage()).toBe('en');
  });

  it('else the first browser language the app speaks, regional tags included', () => {
    browserLanguages(['fr-CA', 'sw-KE', 'en']);
    expect(detectLanguage()).toBe('sw');
  });

  it('ignores a saved value that is not a language of the app', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    browserLanguages(['sw']);
    expect(detectLanguage()).toBe('sw');
  });

  it('else English', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
  });

  it('still answers when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    browserLanguages(['sw-TZ']);
    expect(detectLanguage()).toBe('sw');
  });
});

describe('setLanguage', () => {
  it('switches the words, <html lang> and saves the choice', async () => {
    await setLanguage('sw');
    expect(i18next.t('nav.services')).toBe('Huduma');
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');

    await setLanguage('en');
    expect(i18next.t('nav.services')).toBe('Services');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('can switch without saving', async () => {
    await setLanguage('sw', { persist: false });
    expect(document.documentElement.lang).toBe('sw');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
