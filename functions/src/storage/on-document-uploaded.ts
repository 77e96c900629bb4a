import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { defaultBucket } from './bucket';
import { checkUploadedDocument } from './check-uploaded-document';

/**
 * Every new object in the default bucket: files under applications/{applicationId}/ whose first
 * bytes are not the PDF, JPEG or PNG they claim to be are deleted (issue 9, item 9). Other paths
 * return at once (storage.rules refuses uploads anywhere else).
 */
export const onDocumentUploaded = onObjectFinalized(
  // A transient Storage error must not leave a file unchecked: the event is delivered again, and
  // the check is idempotent (checkUploadedDocument).
  { retry: true },
  async (event) => {
    await checkUploadedDocument(defaultBucket(), event.data);
  },
);
