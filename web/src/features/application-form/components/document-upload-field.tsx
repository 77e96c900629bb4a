import { documentPath } from '@centre/domain/applications';
import type { ApplicationField } from '@centre/domain/services';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { createActor } from 'xstate';
import { Button } from '../../../components/button';
import {
  checkDocumentFile,
  safeFileName,
  type UploadedDocument,
} from '../lib/application-form-schema';
import { formatBytes } from '../lib/format-bytes';
import { storageErrorMessage } from '../lib/storage-error-message';
import {
  uploadMachine,
  uploadTaskActor,
  type StartUpload,
  type UploadActorRef,
} from '../machines/upload-machine';

export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

interface DocumentUploadFieldProps {
  field: ApplicationField;
  /** The id of the file input (the error summary links to it). */
  inputId: string;
  clientRequestId: string;
  value: UploadedDocument | null;
  /** The form's message for this field (e.g. a required document is missing). */
  error?: string;
  startUpload: StartUpload;
  onChange(document: UploadedDocument | null): void;
  /** True while an upload is going on (running, pausing, paused or canceling). */
  onBusyChange(busy: boolean): void;
}

const ACTIVE_STATES = ['running', 'pausing', 'paused', 'canceling'] as const;

/** One file field: checks the file, uploads it through the upload machine, shows progress. */
export function DocumentUploadField({
  field,
  inputId,
  clientRequestId,
  value,
  error,
  startUpload,
  onChange,
  onBusyChange,
}: DocumentUploadFieldProps) {
  const [upload, setUpload] = useState<UploadActorRef | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);

  // Leaving the page stops the machine, which cancels an upload still running.
  useEffect(() => () => upload?.stop(), [upload]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkDocumentFile(file);
    setFileError(problem);
    if (problem) return;
    const contentType = file.type as UploadedDocument['contentType'];
    const path = documentPath(clientRequestId, safeFileName(field.key, file.name));
    const actor = createActor(
      uploadMachine.provide({ actors: { uploadTask: uploadTaskActor(startUpload) } }),
      { input: { path, file, name: file.name, contentType } },
    );
    actor.subscribe((snapshot) => {
      setBusy(ACTIVE_STATES.some((state) => snapshot.matches(state)));
      if (snapshot.matches('success')) {
        onChange({ path, name: file.name, size: file.size, contentType, field: field.key });
      }
    });
    upload?.stop();
    setUpload(actor);
    actor.start();
  };

  const shownError = fileError ?? error;
  return (
    <div className="field document-field">
      <label htmlFor={inputId} className="field__label">
        {field.label}
        {field.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <p id={hintId} className="field__helper">
        PDF, JPG or PNG, 10 MB at most.
      </p>
      {value && (
        <p className="document-field__uploaded">
          Uploaded: <strong>{value.name}</strong> ({formatBytes(value.size)})
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_FILES}
        disabled={busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId, shownError && `${inputId}-error`].filter(Boolean).join(' ')}
        className="document-field__input"
        onChange={onFileChosen}
      />
      {shownError && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {shownError}
        </p>
      )}
      {upload && <UploadStatus actor={upload} />}
      {value && !field.required && !busy && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Remove {value.name}
        </Button>
      )}
    </div>
  );
}

/** Progress bar, state and Pause / Resume / Cancel, each enabled only when the machine allows. */
export function UploadStatus({ actor }: { actor: UploadActorRef }) {
  const snapshot = useSelector(actor, (current) => current);
  const progressId = useId();
  const { progress, input, errorCode } = snapshot.context;
  const state = snapshot.value;

  if (state === 'success') {
    return (
      <p className="document-field__status document-field__status--done" role="status">
        {input.name} uploaded.
      </p>
    );
  }
  if (state === 'canceled') {
    return (
      <p className="document-field__status" role="status">
        Upload of {input.name} cancelled. You can choose a file again.
      </p>
    );
  }
  if (state === 'error') {
    return (
      <p className="field__error" role="alert">
        {storageErrorMessage(errorCode)}
      </p>
    );
  }

  const stateText = {
    running: 'Uploading',
    pausing: 'Pausing',
    paused: 'Paused',
    canceling: 'Cancelling',
  }[state];

  return (
    <div className="upload-status">
      <label htmlFor={progressId} className="upload-status__label">
        {stateText} {input.name}: {progress}%
      </label>
      <progress id={progressId} className="upload-status__bar" max={100} value={progress}>
        {progress}%
      </progress>
      <div className="upload-status__actions">
        <Button
          variant="outline"
          size="sm"
          disabled={!snapshot.can({ type: 'PAUSE' })}
          onClick={() => actor.send({ type: 'PAUSE' })}
        >
          Pause
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!snapshot.can({ type: 'RESUME' })}
          onClick={() => actor.send({ type: 'RESUME' })}
        >
          Resume
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={!snapshot.can({ type: 'CANCEL' })}
          onClick={() => actor.send({ type: 'CANCEL' })}
        >
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
