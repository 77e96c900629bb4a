import {
  localizeService,
  type LocalizableService,
  type LocalizedService,
} from '@centre/domain/service-texts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/**
 * Shows a service in the page's language: the catalogue's Kiswahili words where it has them,
 * English where it has none (domain service-texts.ts). The function changes with the language
 * only, so it serves as a query's `select` (TanStack keeps the result until data or language
 * change) and the page follows a language switch.
 */
export function useLocalizeService() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback(
    <S extends LocalizableService>(service: S): LocalizedService<S> =>
      localizeService(service, language),
    [language],
  );
}
