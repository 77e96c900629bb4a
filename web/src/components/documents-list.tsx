import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocumentRecord } from '@centre/domain/applications';
import { Button } from './button';
import { getDocumentBlob } from '../lib/document-blob';
import { documentErrorMessage } from '../lib/document-error';
import { formatBytes } from '../lib/format';

interface DocumentsListProps {
  /** The uploaded documents a record lists (an application, a licence renewal). */
  documents: readonly ApplicationDocumentRecord[];
  fieldLabel: (key: string) => string;
  /** Shown when the record has none. */
  emptyText: string;
}

const CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
} as const;

function isKnownType(contentType: string): contentType is keyof typeof CONTENT_TYPES {
  return Object.hasOwn(CONTENT_TYPES, contentType);
}

/** A record's documents, each opened through storage.rules with the staff member's sign-in. */
export function DocumentsList({ documents, fieldLabel, emptyText }: DocumentsListProps) {
  if (documents.length === 0) {
    return <p className="text-muted">{emptyText}</p>;
  }
  return (
    <ul className="divided-list apps-list">
      {documents.map((document) => (
        <li key={document.path}>
          <DocumentItem document={document} fieldLabel={fieldLabel} />
        </li>
      ))}
    </ul>
  );
}

type OpenState =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'blocked'; url: string }
  | { kind: 'error'; message: string };

/**
 * How long an opened document's blob: URL lives. The new tab has read it long before; the
 * bytes stay in this tab's memory until it is revoked, and a fallback link would stop working
 * after it, so the link is withdrawn at the same moment.
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

/** One blob: URL at a time per document, revoked when replaced, expired or unmounted. */
function useObjectUrl() {
  const current = useRef<{ url: string; timer: number } | null>(null);
  const revoke = useCallback(() => {
    if (!current.current) return;
    window.clearTimeout(current.current.timer);
    URL.revokeObjectURL(current.current.url);
    current.current = null;
  }, []);
  useEffect(() => revoke, [revoke]);
  const create = useCallback(
    (blob: Blob, onRevoked: (url: string) => void) => {
      revoke();
      const url = URL.createObjectURL(blob);
      const timer = window.setTimeout(() => {
        revoke();
        onRevoked(url);
      }, OBJECT_URL_LIFETIME_MS);
      current.current = { url, timer };
      return url;
    },
    [revoke],
  );
  return create;
}

function DocumentItem({
  document,
  fieldLabel,
}: {
  document: ApplicationDocumentRecord;
  fieldLabel: (key: string) => string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<OpenState>({ kind: 'idle' });
  const createObjectUrl = useObjectUrl();

  // The bytes are read through storage.rules with the staff member's sign-in, only when someone
  // asks to open the file, and handed to the new tab as a short-lived blob: URL.
  const open = async () => {
    setState({ kind: 'opening' });
    try {
      const blob = await getDocumentBlob(document.path, document.contentType);
      const url = createObjectUrl(blob, (revoked) =>
        setState((now) => (now.kind === 'blocked' && now.url === revoked ? { kind: 'idle' } : now)),
      );
      const opened = window.open(url, '_blank');
      if (opened) {
        opened.opener = null;
        setState({ kind: 'idle' });
      } else {
        // A pop-up blocker stopped it (the click was too long ago): offer a plain link.
        setState({ kind: 'blocked', url });
      }
    } catch (error) {
      setState({ kind: 'error', message: documentErrorMessage(error) });
    }
  };

  const details = [
    isKnownType(document.contentType)
      ? t(`documents.types.${CONTENT_TYPES[document.contentType]}`)
      : document.contentType || t('documents.types.unknown'),
    formatBytes(document.size),
    document.field && fieldLabel(document.field),
  ].filter(Boolean);

  return (
    <div className="apps-document">
      <div>
        <strong>{document.name}</strong>
        <div className="text-muted">{details.join(' · ')}</div>
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={state.kind === 'opening'}
        aria-label={t('documents.openLabel', { name: document.name })}
        onClick={() => void open()}
      >
        {t('documents.open')}
      </Button>
      {state.kind === 'blocked' && (
        <a href={state.url} target="_blank" rel="noopener noreferrer">
          {t('documents.blocked', { name: document.name })}
        </a>
      )}
      {state.kind === 'error' && (
        <p className="text-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
