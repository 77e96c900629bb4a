import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@centre/domain/constants';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isOneOf } from './is-one-of';

/**
 * English and Kiswahili (web/src/locales/README.md). One JSON file per language and namespace,
 * each its own chunk, fetched when a page first needs it. `document.documentElement.lang` always
 * equals the current language: screen readers, `Intl` formatting (lib/format.ts) and the public
 * forms' `language` field read it.
 */

/** Where a visitor's choice is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'centre.language';

/** The namespace the app shell (header, footer, error screens) uses. */
export const COMMON_NAMESPACE = 'common';

const LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function localeFile(language: string, namespace: string) {
  return LOCALE_FILES[`../locales/${language}/${namespace}.json`];
}

export const isLanguage = isOneOf<Language>(LANGUAGES);

/** 'sw-KE' -> 'sw'; null for a language the app does not speak. */
function supportedLanguage(tag: string): Language | null {
  const base = tag.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}

/** The cookie Firebase Hosting's i18n rewrites read to pick a language's pre-rendered pages. */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/**
 * The visitor's choice: the one kept in storage, else the one in Hosting's cookie (storage
 * cleared or refused while the cookie stayed), so that the app speaks the language Hosting
 * served the page in.
 */
export function savedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private modes, policies): the cookie then keeps the choice.
  }
  return cookieLanguage();
}

function cookieLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  try {
    for (const pair of document.cookie.split(';')) {
      const [name, value] = pair.trim().split('=');
      if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
    }
  } catch {
    // Cookies refused.
  }
  return null;
}

/** The saved choice (storage, then Hosting's cookie), else the first browser language the app speaks, else English. */
export function detectLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language the UI is in now. */
export function currentLanguage(instance: I18n = i18next): Language {
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

function followDocumentLanguage(instance: I18n) {
  const apply = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  instance.on('languageChanged', apply);
  if (instance.language) apply(instance.language);
}

/** Options shared by the app and the tests. */
export function baseOptions(language: Language) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly' as const,
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

/**
 * Starts i18next with the detected language. Resolves when the common namespace is loaded;
 * pages load theirs with loadPageNamespace (router) or by suspending in useTranslation.
 */
export function initI18n(language: Language = detectLanguage()): Promise<unknown> {
  const instance = i18next.use(initReactI18next).use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = localeFile(lng, ns);
      if (!load) throw new Error(`No translations for ${lng}/${ns}`);
      return (await load()).default;
    }),
  );
  followDocumentLanguage(instance);
  return instance.init(baseOptions(language));
}

/**
 * Loads the namespace named after a page id (`home`, `about-us`, ...) if one exists, so that the
 * page's code and its words download in parallel. Never rejects: a page whose words fail to load
 * suspends in useTranslation and retries there.
 */
export function loadPageNamespace(pageId: string): Promise<void> {
  if (!localeFile(DEFAULT_LANGUAGE, pageId)) return Promise.resolve();
  return i18next.loadNamespaces(pageId).catch(() => undefined);
}

/** Loads the given namespaces in the current language. Never rejects, like loadPageNamespace. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]).catch(() => undefined);
}

/**
 * The domain's words, shared by every page that shows records or sends a form: status, role and
 * priority labels (`labels`, read by lib/labels.ts's labelOf) and the domain's and the server's
 * messages (`messages`, read by lib/messages.ts's translateMessage). They download with the
 * page's code (router), not in the first paint. Never rejects, like loadPageNamespace.
 */
export const DOMAIN_NAMESPACES = ['labels', 'messages'] as const;

export function loadDomainNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...DOMAIN_NAMESPACES]).catch(() => undefined);
}

/**
 * Tells Firebase Hosting which language's pre-rendered pages to serve (its i18n rewrites read
 * this cookie before the browser's Accept-Language; scripts/build-web.mjs writes the pages).
 */
export function askHostingFor(language: Language) {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies refused: Hosting then follows the browser's languages, and the app switches after.
  }
}

/**
 * Switches the UI language once the words of every namespace in use are loaded (no flash of
 * keys or spinners). `persist` keeps the choice for the next visit (the language switch, a
 * staff member's preference).
 */
export async function setLanguage(
  language: Language,
  { persist = true }: { persist?: boolean } = {},
): Promise<void> {
  if (persist) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // See savedLanguage.
    }
    askHostingFor(language);
  }
  if (i18next.language === language) return;
  await i18next.changeLanguage(language);
}

export { followDocumentLanguage };
