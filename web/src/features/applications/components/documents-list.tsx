import { useState } from 'react';
import { Button } from '../../../components/button';
import type { ApplicationDocumentRecord } from '../api/application-record';
import { getDocumentUrl } from '../api/get-document-url';
import { documentErrorMessage } from '../utils/error-message';
import { contentTypeLabel, formatBytes } from '../utils/labels';

interface DocumentsListProps {
  documents: readonly ApplicationDocumentRecord[];
  fieldLabel: (key: string) => string;
}

export function DocumentsList({ documents, fieldLabel }: DocumentsListProps) {
  if (documents.length === 0) {
    return <p className="text-muted">No documents were uploaded with this application.</p>;
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

function DocumentItem({
  document,
  fieldLabel,
}: {
  document: ApplicationDocumentRecord;
  fieldLabel: (key: string) => string;
}) {
  const [state, setState] = useState<OpenState>({ kind: 'idle' });

  // Download URLs carry a token, so they are fetched only when someone asks to open the file.
  const open = async () => {
    setState({ kind: 'opening' });
    try {
      const url = await getDocumentUrl(document.path);
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
    contentTypeLabel(document.contentType),
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
        aria-label={`Open ${document.name}`}
        onClick={() => void open()}
      >
        Open
      </Button>
      {state.kind === 'blocked' && (
        <a href={state.url} target="_blank" rel="noopener noreferrer">
          Your browser blocked the new tab: open {document.name} here
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
