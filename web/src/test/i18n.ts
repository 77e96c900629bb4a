import { DEFAULT_LANGUAGE } from '@centre/domain/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, followDocumentLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';

/** Every locale file, read at once: components render their words on the first render. */
const FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function allResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, words] of Object.entries(FILES)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    (resources[language] ??= {})[namespace] = words;
  }
  return resources;
}

/** The app's i18next setup with the resources bundled, in English. */
export async function initTestI18n() {
  if (i18next.isInitialized) return;
  i18next.use(initReactI18next);
  followDocumentLanguage(i18next);
  await i18next.init({
    ...baseOptions(DEFAULT_LANGUAGE),
    resources: allResources(),
    ns: Object.keys(allResources()[DEFAULT_LANGUAGE] ?? {}),
    initAsync: false,
  });
}

/** Back to English and no saved choice, between tests. */
export async function resetTestLanguage() {
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  if (i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
}
