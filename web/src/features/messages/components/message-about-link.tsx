import type { RecordLinkKind } from '@centre/domain/record-links';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * "Message a colleague about this": opens /messages with the record attached to the next message
 * (`?about=<kind>:<id>`; the server checks the record and writes its label).
 */
export function MessageAboutLink({ kind, id }: { kind: RecordLinkKind; id: string }) {
  const { t } = useTranslation('staff-messages');
  if (!id) return null;
  const about = new URLSearchParams({ about: `${kind}:${id}` });
  return (
    <p className="message-about-link">
      <Link to={`/messages?${about.toString()}`}>{t('aboutLink')}</Link>
    </p>
  );
}
