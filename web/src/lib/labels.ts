import { DEFAULT_LANGUAGE } from '@centre/domain/constants';
import i18next from 'i18next';
import { humanize } from './format';

/** The namespace of the domain's labels (locales/<language>/labels.json). */
export const LABELS_NAMESPACE = 'labels';

/**
 * `labelOf(map, value)` shows a domain label map's word as `labels:<kind>.<value>` in the current
 * language. The kind of a map is the group of the English `labels` file that holds its words
 * exactly (the registry of maps is lib/label-kinds.ts; locales/domain-words.test.ts checks the
 * file against it and that no two maps share their words), so this module imports no domain
 * module: the header and every page may use it for free. The router loads the namespace with
 * every page but home (lib/i18n.ts, loadDomainNamespaces), English included in any language
 * (i18next loads the fallback language with it); until then, labels read in English.
 */

type LabelMap = Readonly<Partial<Record<string, string>>>;

/** Map -> its kind (null: no group of the file holds its words), for one English file. */
let kinds = new WeakMap<object, string | null>();
let kindsFrom: object | null = null;

function sameWords(group: unknown, labels: LabelMap): boolean {
  if (typeof group !== 'object' || group === null) return false;
  const words = group as Record<string, unknown>;
  const keys = Object.keys(labels);
  return (
    keys.length === Object.keys(words).length && keys.every((key) => words[key] === labels[key])
  );
}

/** The group of the English `labels` file that holds a map's words; null if none (or not loaded). */
export function labelKind(labels: object): string | null {
  const english: unknown = i18next.isInitialized
    ? i18next.getResourceBundle(DEFAULT_LANGUAGE, LABELS_NAMESPACE)
    : undefined;
  if (typeof english !== 'object' || english === null) return null;
  if (kindsFrom !== english) {
    kinds = new WeakMap();
    kindsFrom = english;
  }
  let kind = kinds.get(labels);
  if (kind === undefined) {
    kind =
      Object.entries(english).find(([, group]) => sameWords(group, labels as LabelMap))?.[0] ??
      null;
    kinds.set(labels, kind);
  }
  return kind;
}

/** The key of a value's label, or null for a map the `labels` file does not hold. */
export function labelKey(labels: object, value: string): string | null {
  const kind = labelKind(labels);
  return kind ? `${LABELS_NAMESPACE}:${kind}.${value}` : null;
}

/**
 * A stored value (a status, a role) in words, in the current language: a domain label map
 * of the `labels` file reads `labels:<kind>.<value>`, with the map's English word as the
 * fallback; otherwise the map's word, else the value made readable; '—' when there is none.
 */
export function labelOf(
  labels: Readonly<Partial<Record<string, string>>>,
  value: string | null | undefined,
): string {
  if (!value) return '—';
  const english = labels[value] ?? humanize(value);
  const key = labelKey(labels, value);
  return key && i18next.isInitialized
    ? i18next.t(key as never, { defaultValue: english })
    : english;
}
