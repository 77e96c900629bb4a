import type { Language } from '@centre/domain/constants';
import i18next from 'i18next';
import { Spinner } from '../components/spinner';
import { detectLanguage, isLanguage } from '../lib/i18n';

/**
 * The boot screen shows while the shell's words download (it is the Suspense fallback around the
 * router), so its one label cannot come from a locale file: it lives here, in every language.
 */
export const BOOT_LABELS: Record<Language, string> = {
  en: 'Loading Jamii Service Centre',
  sw: 'Jamii Service Centre inafunguka',
};

/** What shows while the app's first code and words download, in the language being loaded. */
export function BootScreen() {
  // The language i18next is switching to (or starting in), known before its words are.
  const language = isLanguage(i18next.language) ? i18next.language : detectLanguage();
  const label = BOOT_LABELS[language];
  return (
    <div className="boot-screen">
      <Spinner size="lg" label={label} />
    </div>
  );
}
