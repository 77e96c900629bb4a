import type { Language } from './constants';

/**
 * A service's words in another language than English (services/{id} `translations.sw`). The
 * catalogue is written in English; each other language may override any of its words, and what
 * it leaves out stays English. Plain TypeScript (no zod): public pages show a service in the
 * visitor's language without evaluating a schema.
 */
export interface ServiceTexts {
  name?: string;
  category?: string;
  summary?: string;
  description?: string;
  processingTime?: string;
  /** the same documents in the same order as the English list */
  requiredDocuments?: string[];
  /**
   * per application field key: its label, and its options' labels in the English options' order
   * (the answer stored is still the English option, which staff read)
   */
  applicationFields?: Record<string, { label?: string; options?: string[] }>;
}

/** The languages other than English a service may carry words for. */
export type ServiceTranslations = Partial<Record<Exclude<Language, 'en'>, ServiceTexts>>;

interface LocalizableField {
  key: string;
  label: string;
  options?: string[] | undefined;
}

/** What localizeService reads and rewrites of a service (or of a part of one). */
export interface LocalizableService {
  name: string;
  category?: string;
  summary?: string;
  description?: string;
  processingTime?: string;
  requiredDocuments?: string[];
  applicationFields?: LocalizableField[];
  translations?: ServiceTranslations | undefined;
}

/** An application field as shown: `optionLabels[i]` is how `options[i]` reads in the language. */
export type LocalizedField<F extends LocalizableField> = F & { optionLabels?: string[] };

/** A service as localizeService gives it: its fields may carry `optionLabels`. */
export type LocalizedService<S extends LocalizableService> = Omit<S, 'applicationFields'> &
  (S['applicationFields'] extends (infer F extends LocalizableField)[]
    ? { applicationFields: LocalizedField<F>[] }
    : unknown);

const sameLength = (words: string[] | undefined, english: readonly string[] | undefined) =>
  words !== undefined && english !== undefined && words.length === english.length;

/**
 * The service in `language`: each word the language has replaces the English one; a list whose
 * length differs from the English list (an edit to one side only) stays English, so a document
 * or an option never shows another's words.
 */
export function localizeService<S extends LocalizableService>(
  service: S,
  language: Language,
): LocalizedService<S> {
  const texts = language === 'en' ? undefined : service.translations?.[language];
  if (!texts) return service as LocalizedService<S>;
  const fields = service.applicationFields?.map((field) => {
    const words = texts.applicationFields?.[field.key];
    if (!words) return field;
    return {
      ...field,
      label: words.label || field.label,
      ...(sameLength(words.options, field.options) ? { optionLabels: words.options } : {}),
    };
  });
  return {
    ...service,
    name: texts.name || service.name,
    ...(service.category !== undefined && { category: texts.category || service.category }),
    ...(service.summary !== undefined && { summary: texts.summary || service.summary }),
    ...(service.description !== undefined && {
      description: texts.description || service.description,
    }),
    ...(service.processingTime !== undefined && {
      processingTime: texts.processingTime || service.processingTime,
    }),
    ...(sameLength(texts.requiredDocuments, service.requiredDocuments) && {
      requiredDocuments: texts.requiredDocuments,
    }),
    ...(fields && { applicationFields: fields }),
  } as LocalizedService<S>;
}
