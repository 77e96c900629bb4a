import { ROLE_LABELS } from '@centre/domain/roles';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../components/pill';
import { LABELS_NAMESPACE, labelOf } from '../../lib/labels';

/**
 * docs/product.md §2: the signed-in user's role as a capitalised badge ('Admin', 'Bank agent'),
 * in the current language: the domain's role label (`labels:role.<role>`, lib/labels.ts); a role
 * the domain does not know is made readable ('night_guard' -> 'Night guard'). The header loads
 * it lazily, with the `labels` words, so neither weighs on the public first paint.
 */
export default function RoleBadge({ role }: { role: string }) {
  // Suspends until the `labels` words are loaded, and re-renders when the language changes.
  useTranslation(LABELS_NAMESPACE);
  return <Pill>{labelOf(ROLE_LABELS, role)}</Pill>;
}
