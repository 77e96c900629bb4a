import { FIELD_LIMITS } from '@centre/domain/application-limits';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages';
import { MAX_DOCUMENT_MB, isFormError, lowerFirst } from '../lib/application-form-values';

/** A field's message in words: the schema's keys and the domain's messages, translated. */
export type ErrorText = (message: string | null | undefined, label?: string) => string | undefined;

/** The form's error words in the current language (application-form-schema.ts's FORM_ERRORS). */
export function useErrorText(): ErrorText {
  const { t } = useTranslation('application-form');
  return useCallback(
    (message, label = '') => {
      if (!message) return undefined;
      // The applicant's fields are checked by the domain's schema, in its English words.
      if (!isFormError(message)) return translateMessage(message);
      return t(`errors.${message}`, {
        name: lowerFirst(label),
        label,
        max: FIELD_LIMITS.answer,
        maxMb: MAX_DOCUMENT_MB,
      });
    },
    [t],
  );
}
