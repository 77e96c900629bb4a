import { kycDocumentPath, type KycDocumentKind } from '@centre/domain/bank';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '../../../components/upload-status';
import { startDocumentUpload } from '../../../lib/upload/start-document-upload';
import { storageErrorKey } from '../../../lib/upload/storage-error-message';
import { uploadStateOf } from '../../../lib/upload/upload-machine';
import {
  isUploadGoingOn,
  takeChosenFile,
  useFieldUpload,
} from '../../../lib/upload/use-field-upload';
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
  const { upload, begin } = useFieldUpload();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordBankClientDocument();
  const label = kycDocumentLabel(kind);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const fileProblem = kycFileProblem(file);
    setProblem(fileProblem && t(`kyc.fileProblems.${fileProblem}`, { maxMb: MAX_KYC_MB }));
    if (fileProblem) return;
    const contentType = file.type as KycFileType;
    const fileName = freshKycFileName(kind, contentType);
    let recorded = false;
    record.reset();
    begin(
      startDocumentUpload,
      { path: kycDocumentPath(clientId, kind, fileName), file, name: file.name, contentType },
      (snapshot) => {
        const state = uploadStateOf(snapshot);
        setBusy(isUploadGoingOn(state));
        if (state === 'success' && !recorded) {
          recorded = true;
          record.mutate(
            { clientId, kind, fileName },
            { onError: (error) => setProblem(describeBankClientError(error)) },
          );
        }
      },
    );
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
