import { kycDocumentPath, type KycDocumentKind } from '@centre/domain/bank';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { UploadStatus } from '../../../components/upload-status';
import { startDocumentUpload } from '../../../lib/upload/start-document-upload';
import { storageErrorKey } from '../../../lib/upload/storage-error-message';
import {
  uploadMachine,
  uploadStateOf,
  uploadTaskActor,
  type UploadActorRef,
} from '../../../lib/upload/upload-machine';
import { useRecordBankClientDocument } from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';
import {
  ACCEPTED_KYC_FILES,
  MAX_KYC_MB,
  freshKycFileName,
  kycFileProblem,
  type KycFileType,
} from '../utils/kyc-file';
import { kycDocumentLabel } from '../utils/labels';

/**
 * Upload of one KYC document: the file is checked (type, size), sent to
 * kycDocumentPath(client, kind, fresh name) through the shared upload machine (progress, pause,
 * resume, cancel), then recorded with recordBankClientDocument. Problems show under the control.
 */
export function KycUpload({ clientId, kind }: { clientId: string; kind: KycDocumentKind }) {
  const { t } = useTranslation('bank-client');
  const inputId = useId();
  const [upload, setUpload] = useState<UploadActorRef | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordBankClientDocument();
  const label = kycDocumentLabel(kind);

  // Leaving the page stops the machine, which cancels an upload still running.
  useEffect(() => () => upload?.stop(), [upload]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = kycFileProblem(file);
    setProblem(fileProblem && t(`kyc.fileProblems.${fileProblem}`, { maxMb: MAX_KYC_MB }));
    if (fileProblem) return;
    const contentType = file.type as KycFileType;
    const fileName = freshKycFileName(kind, contentType);
    const actor = createActor(
      uploadMachine.provide({ actors: { uploadTask: uploadTaskActor(startDocumentUpload) } }),
      {
        input: {
          path: kycDocumentPath(clientId, kind, fileName),
          file,
          name: file.name,
          contentType,
        },
      },
    );
    let recorded = false;
    actor.subscribe((snapshot) => {
      const state = uploadStateOf(snapshot);
      setBusy(
        state === 'running' || state === 'pausing' || state === 'paused' || state === 'canceling',
      );
      if (state === 'success' && !recorded) {
        recorded = true;
        record.mutate(
          { clientId, kind, fileName },
          { onError: (error) => setProblem(describeBankClientError(error)) },
        );
      }
    });
    upload?.stop();
    record.reset();
    setUpload(actor);
    actor.start();
  };

  const errorId = `${inputId}-error`;
  return (
    <div className="field document-field">
      <label htmlFor={inputId} className="field__label">
        {t('kyc.upload', { document: label })}
      </label>
      <p id={`${inputId}-hint`} className="field__helper">
        {t('kyc.uploadHint', { maxMb: MAX_KYC_MB })}
      </p>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_KYC_FILES}
        disabled={busy || record.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${inputId}-hint`, problem && errorId].filter(Boolean).join(' ')}
        className="document-field__input"
        onChange={onFileChosen}
      />
      {problem && (
        <p id={errorId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {upload && (
        <UploadStatus
          actor={upload}
          words={(key, values) => t(`kyc.uploadStatus.${key}`, values)}
          storageError={(code) => {
            const key = storageErrorKey(code);
            return t(`kyc.storageErrors.${key === 'tooManyUploads' ? 'general' : key}`, {
              maxMb: MAX_KYC_MB,
            });
          }}
        />
      )}
      {record.isPending && (
        <p role="status" className="text-muted">
          {t('kyc.recording', { document: label })}
        </p>
      )}
      {record.isSuccess && (
        <p role="status" className="document-field__status document-field__status--done">
          {t('kyc.recorded', { document: label })}
        </p>
      )}
    </div>
  );
}
