import {
  APPLICATION_PRIORITY_LABELS,
  APPLICATION_STATUS_ACTION_LABELS,
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
} from '@centre/domain/applications';
import {
  APPOINTMENT_STATUS_ACTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUS_PUBLIC_LABELS,
  EXAM_BOOKING_STATUS_LABELS,
} from '@centre/domain/bookings';
import { LANGUAGE_LABELS } from '@centre/domain/constants';
import { ROLE_LABELS } from '@centre/domain/roles';
import { DEPARTMENT_LABELS, USER_STATUS_LABELS } from '@centre/domain/users';
import i18next from 'i18next';
import { humanize } from './format';

/** The namespace of the domain's labels (locales/<language>/labels.json). */
export const LABELS_NAMESPACE = 'labels';

/**
 * Every label map of the domain with its key prefix in the `labels` namespace: `labelOf(map,
 * value)` (below) shows `labels:<kind>.<value>` in the current language. The English
 * file holds the maps' words exactly (locales/labels.test.ts).
 */
export const LABEL_KINDS = new Map<object, string>([
  [APPLICATION_STATUS_LABELS, 'applicationStatus'],
  [APPLICATION_STATUS_ACTION_LABELS, 'applicationStatusAction'],
  [APPLICATION_PRIORITY_LABELS, 'applicationPriority'],
  [APPOINTMENT_STATUS_LABELS, 'appointmentStatus'],
  [APPOINTMENT_STATUS_ACTION_LABELS, 'appointmentStatusAction'],
  [APPOINTMENT_STATUS_PUBLIC_LABELS, 'appointmentStatusPublic'],
  [EXAM_BOOKING_STATUS_LABELS, 'examBookingStatus'],
  [USER_STATUS_LABELS, 'userStatus'],
  [ROLE_LABELS, 'role'],
  [DEPARTMENT_LABELS, 'department'],
  [DOCUMENT_TYPE_LABELS, 'documentType'],
  [LANGUAGE_LABELS, 'language'],
]);

/** The key of a value's label, or null for a map that is not registered. */
export function labelKey(labels: object, value: string): string | null {
  const kind = LABEL_KINDS.get(labels);
  return kind ? `${LABELS_NAMESPACE}:${kind}.${value}` : null;
}

/**
 * A stored value (a status, a role) in words, in the current language: a domain label map
 * registered in LABEL_KINDS reads `labels:<kind>.<value>`, with the map's English word as the
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
