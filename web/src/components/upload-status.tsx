import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import {
  isStalled,
  uploadStateOf,
  type UploadActorRef,
  type UploadSnapshot,
} from '../lib/upload/upload-machine';
import { Button } from './button';

/** The running states, each with its progress words. */
export type UploadProgressState = 'running' | 'pausing' | 'paused' | 'canceling';

/** The words of the upload status, by key (each takes the file's name, progress its percent). */
export type UploadStatusWord =
  | 'done'
  | 'canceled'
  | 'stalled'
  | 'keptAfterError'
  | 'pause'
  | 'resume'
  | 'cancel'
  | `progress.${UploadProgressState}`;

export interface UploadStatusProps {
  actor: UploadActorRef;
  /** The words, in the page's language. */
  words: (key: UploadStatusWord, values: { name: string; progress: number }) => string;
  /** A failed upload's storage error code in words (lib/upload/storage-error-message.ts). */
  storageError: (code: string | null) => ReactNode;
  /** A failed upload whose file is kept to be sent later: said so instead of the error. */
  keptAfterError?: (snapshot: UploadSnapshot) => boolean;
}

/** The buttons under a running upload, in order: the machine's event, its words, its look. */
const UPLOAD_ACTIONS = [
  { event: 'PAUSE', word: 'pause', variant: 'outline' },
  { event: 'RESUME', word: 'resume', variant: 'outline' },
  { event: 'CANCEL', word: 'cancel', variant: 'danger' },
] as const;

/**
 * Progress bar, state and Pause / Resume / Cancel, each enabled only when the upload machine
 * allows; a stalled upload says so in a live region.
 */
export function UploadStatus({ actor, words, storageError, keptAfterError }: UploadStatusProps) {
  const snapshot = useSelector(actor, (current) => current);
  const progressId = useId();
  const { progress, input, errorCode } = snapshot.context;
  const values = { name: input.name, progress };
  const state = uploadStateOf(snapshot);
  const stalled = isStalled(snapshot);

  if (state === 'success') {
    return (
      <p className="document-field__status document-field__status--done" role="status">
        {words('done', values)}
      </p>
    );
  }
  if (state === 'canceled') {
    return (
      <p className="document-field__status" role="status">
        {words('canceled', values)}
      </p>
    );
  }
  if (state === 'error' && keptAfterError?.(snapshot)) {
    return (
      <p className="upload-notice" role="status">
        {words('keptAfterError', values)}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <p className="field__error" role="alert">
        {storageError(errorCode)}
      </p>
    );
  }

  return (
    <div className="upload-status">
      <label htmlFor={progressId} className="upload-status__label">
        {words(`progress.${state}`, values)}
      </label>
      <progress id={progressId} className="upload-status__bar" max={100} value={progress}>
        {progress}%
      </progress>
      {/* Always present, so that assistive technology announces the message when it appears. */}
      <p className={stalled ? 'upload-notice' : undefined} role="status">
        {stalled ? words('stalled', values) : ''}
      </p>
      <div className="upload-status__actions">
        {UPLOAD_ACTIONS.map(({ event, word, variant }) => (
          <Button
            key={event}
            variant={variant}
            size="sm"
            disabled={!snapshot.can({ type: event })}
            onClick={() => actor.send({ type: event })}
          >
            {words(word, values)}
          </Button>
        ))}
      </div>
    </div>
  );
}
