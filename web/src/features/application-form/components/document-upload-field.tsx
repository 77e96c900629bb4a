import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import type { ApplicationField } from '@centre/domain/services';
import { submissionDocumentPath, type SubmissionCollection } from '@centre/domain/submissions';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { RichText } from '../../../components/rich-text';
import { UploadStatus } from '../../../components/upload-status';
import {
  MAX_DOCUMENT_MB,
  checkDocumentFile,
  safeFileName,
  type FormError,
  type UploadedDocument,
} from '../lib/application-form-values';
import { formatBytes } from '../../../lib/upload/format-bytes';
import { storageErrorKey } from '../../../lib/upload/storage-error-message';
import { useErrorText } from './use-error-text';
import {
  isStalled,
  uploadStateOf,
  type StartUpload,
  type UploadActorRef,
  type UploadSnapshot,
} from '../../../lib/upload/upload-machine';
import {
  isUploadGoingOn,
  takeChosenFile,
  useFieldUpload,
} from '../../../lib/upload/use-field-upload';

export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** A chosen file Storage has not confirmed yet, kept to be sent with the application. */
export interface KeptFile {
  path: string;
  file: Blob;
}

/** An upload that ends with this code failed for want of a connection: the file can wait. */
const CONNECTION_LOST_CODE = 'storage/retry-limit-exceeded';

interface DocumentUploadFieldProps {
  field: ApplicationField;
  /** The id of the file input (the error summary links to it). */
  inputId: string;
  clientRequestId: string;
  /** Where the submission goes (submissions.ts): its documents go to the same folder name. */
  collection: SubmissionCollection;
  value: UploadedDocument | null;
  /** The form's message for this field (e.g. a required document is missing), in words. */
  error?: string;
  startUpload: StartUpload;
  onChange(document: UploadedDocument | null): void;
  /**
   * The file of a document whose upload stalled (or ran out of retries), so that the form can
   * send the application now and the document later; null once it is no longer needed.
   */
  onKeepFile(kept: KeptFile | null): void;
  /**
   * True while an upload is going on (running, pausing, paused or canceling) and not stalled:
   * the form waits for it.
   */
  onBusyChange(busy: boolean): void;
}

/** One file field: checks the file, uploads it through the upload machine, shows progress. */
export function DocumentUploadField({
  field,
  inputId,
  clientRequestId,
  collection,
  value,
  error,
  startUpload,
  onChange,
  onKeepFile,
  onBusyChange,
}: DocumentUploadFieldProps) {
  const { t, i18n } = useTranslation('application-form');
  const errorText = useErrorText();
  const { upload, begin, clear } = useFieldUpload();
  const [kept, setKept] = useState(false);
  const [fileError, setFileError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkDocumentFile(file);
    setFileError(problem);
    if (problem) return;
    const contentType = file.type as UploadedDocument['contentType'];
    const path = submissionDocumentPath(
      collection,
      clientRequestId,
      safeFileName(field.key, file.name),
    );
    const document = { path, name: file.name, size: file.size, contentType, field: field.key };
    // What the field held before this file: back to it if this upload is cancelled or refused.
    const previous = value;
    let keptFile = false;
    const keep = (yes: boolean) => {
      if (keptFile === yes) return;
      keptFile = yes;
      setKept(yes);
      onKeepFile(yes ? { path, file } : null);
    };
    setKept(false);
    begin(startUpload, { path, file, name: file.name, contentType }, (snapshot) => {
      const state = uploadStateOf(snapshot);
      setBusy(isUploadGoingOn(state) && !isStalled(snapshot));
      if (state === 'success') {
        keep(false);
        onChange(document);
      } else if (isStalled(snapshot) && !keptFile) {
        // The application may go now; the file waits on this device for the connection.
        keep(true);
        onChange({ ...document, pending: true });
      } else if (state === 'canceled' || (state === 'error' && !canWait(snapshot))) {
        if (keptFile) {
          keep(false);
          onChange(previous);
        }
      }
    });
  };

  const shownError = errorText(fileError, field.label) ?? error;
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
        {t('upload.hint', { maxMb: MAX_DOCUMENT_MB })}
      </p>
      {value && !value.pending && (
        <p className="document-field__uploaded">
          <RichText
            text={t('upload.uploaded', {
              name: value.name,
              size: formatBytes(value.size, i18n.language),
            })}
            components={{ strong: <strong /> }}
          />
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
      {upload && <ApplicationUploadStatus actor={upload} kept={kept} />}
      {value && !field.required && !busy && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            clear();
            setKept(false);
            onKeepFile(null);
            onChange(null);
          }}
        >
          {t('upload.remove', { name: value.name })}
        </Button>
      )}
    </div>
  );
}

/** A failed upload whose file can still be sent later (the connection was lost). */
function canWait(snapshot: UploadSnapshot): boolean {
  return snapshot.context.errorCode === CONNECTION_LOST_CODE;
}

/** The upload's progress and controls, in the application form's words. */
function ApplicationUploadStatus({ actor, kept }: { actor: UploadActorRef; kept: boolean }) {
  const { t } = useTranslation('application-form');
  return (
    <UploadStatus
      actor={actor}
      words={(key, values) => t(`upload.${key}`, values)}
      storageError={(code) => <StorageErrorText code={code} />}
      keptAfterError={(snapshot) => kept && canWait(snapshot)}
    />
  );
}

/** A storage error in words an applicant can act on (lib/storage-error-message.ts). */
function StorageErrorText({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation('application-form');
  const key = storageErrorKey(code);
  // The rate limiter's refusal is worded by the domain, like the callable that sends it.
  if (key === 'tooManyUploads') return <>{RATE_LIMIT_MESSAGES.tooManyUploadGrants}</>;
  return <>{t(`storageErrors.${key}`, { maxMb: MAX_DOCUMENT_MB })}</>;
}
