import { createApplication } from './api/create-application';
import { getApplicationReceipt } from './api/get-application-receipt';
import { getService } from '../../data/services/get-service';
import { requestUploadGrant } from './api/request-upload-grant';
import { startDocumentUpload } from '../../lib/upload/start-document-upload';
import {
  createApplicationFormEnvironment,
  type ApplicationFormEnvironment,
} from './lib/application-form-environment';

let environment: ApplicationFormEnvironment | null = null;

/** The real Firebase-backed environment, created once per page session (one breaker). */
export function getLiveApplicationFormEnvironment(): ApplicationFormEnvironment {
  environment ??= createApplicationFormEnvironment({
    loadService: getService,
    createApplication,
    getReceipt: getApplicationReceipt,
    requestUploadGrant,
    startUpload: startDocumentUpload,
  });
  return environment;
}
