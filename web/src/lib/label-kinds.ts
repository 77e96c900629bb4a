import {
  APPLICATION_PRIORITY_LABELS,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_STATUS_ACTION_LABELS,
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
} from '@centre/domain/applications';
import {
  BANK_CLIENT_ACTION_LABELS,
  BANK_CLIENT_STATUS_LABELS,
  BANK_COUNTRY_LABELS,
  BANK_PRODUCT_LABELS,
  BANK_PRODUCT_SUMMARIES,
  BANK_REQUEST_ACTION_LABELS,
  BANK_REQUEST_STATUS_LABELS,
  COMMISSION_RULE_KIND_LABELS,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_STATUS_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@centre/domain/bank';
import {
  APPOINTMENT_STATUS_ACTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUS_PUBLIC_LABELS,
  EXAM_BOOKING_STATUS_LABELS,
} from '@centre/domain/bookings';
import { LANGUAGE_LABELS } from '@centre/domain/constants';
import {
  DELIVERY_OPTION_LABELS,
  LICENCE_RENEWAL_ACTION_LABELS,
  LICENCE_RENEWAL_STATUS_LABELS,
} from '@centre/domain/licence-renewals';
import { JOB_STATUS_LABELS } from '@centre/domain/jobs';
import { RECORD_LINK_KIND_LABELS } from '@centre/domain/record-links';
import { REPORT_KIND_LABELS, REPORT_PRESET_LABELS } from '@centre/domain/reports';
import { ROLE_LABELS } from '@centre/domain/roles';
import { TASK_STATUS_LABELS } from '@centre/domain/tasks';
import { DEPARTMENT_LABELS, USER_STATUS_LABELS } from '@centre/domain/users';
import {
  ID_TYPE_LABELS,
  VISIT_ACTION_LABELS,
  VISIT_EVENT_LABELS,
  VISIT_PRIORITY_LABELS,
  VISIT_STATUS_LABELS,
} from '@centre/domain/visits';

/**
 * The registry of the `labels` namespace: every label map of the domain with its group
 * (`kind`) in locales/<language>/labels.json. The English file holds each map's words exactly
 * (locales/domain-words.test.ts); lib/labels.ts's labelOf reads that file, not these maps, so
 * that a page showing a label (the header's role badge among them) does not download every
 * domain module (and zod) with it. A new label map goes here and into both files.
 */
export const LABEL_KINDS = new Map<object, string>([
  [APPLICATION_STATUS_LABELS, 'applicationStatus'],
  [APPLICATION_STATUS_ACTION_LABELS, 'applicationStatusAction'],
  [APPLICATION_PRIORITY_LABELS, 'applicationPriority'],
  [APPLICATION_SOURCE_LABELS, 'applicationSource'],
  [APPOINTMENT_STATUS_LABELS, 'appointmentStatus'],
  [APPOINTMENT_STATUS_ACTION_LABELS, 'appointmentStatusAction'],
  [APPOINTMENT_STATUS_PUBLIC_LABELS, 'appointmentStatusPublic'],
  [EXAM_BOOKING_STATUS_LABELS, 'examBookingStatus'],
  [USER_STATUS_LABELS, 'userStatus'],
  [ROLE_LABELS, 'role'],
  [DEPARTMENT_LABELS, 'department'],
  [DOCUMENT_TYPE_LABELS, 'documentType'],
  [LANGUAGE_LABELS, 'language'],
  [VISIT_STATUS_LABELS, 'visitStatus'],
  [VISIT_PRIORITY_LABELS, 'visitPriority'],
  [VISIT_EVENT_LABELS, 'visitEvent'],
  [VISIT_ACTION_LABELS, 'visitAction'],
  [ID_TYPE_LABELS, 'idType'],
  [TASK_STATUS_LABELS, 'taskStatus'],
  [RECORD_LINK_KIND_LABELS, 'recordLinkKind'],
  [LICENCE_RENEWAL_STATUS_LABELS, 'licenceRenewalStatus'],
  [LICENCE_RENEWAL_ACTION_LABELS, 'licenceRenewalStatusAction'],
  [DELIVERY_OPTION_LABELS, 'deliveryOption'],
  [BANK_PRODUCT_LABELS, 'bankProduct'],
  [BANK_PRODUCT_SUMMARIES, 'bankProductSummary'],
  [KYC_DOCUMENT_LABELS, 'kycDocument'],
  [KYC_DOCUMENT_STATUS_LABELS, 'kycDocumentStatus'],
  [BANK_REQUEST_STATUS_LABELS, 'bankRequestStatus'],
  [BANK_REQUEST_ACTION_LABELS, 'bankRequestStatusAction'],
  [PREFERRED_CONTACT_TIME_LABELS, 'preferredContactTime'],
  [BANK_COUNTRY_LABELS, 'bankCountry'],
  [BANK_CLIENT_STATUS_LABELS, 'bankClientStatus'],
  [BANK_CLIENT_ACTION_LABELS, 'bankClientStatusAction'],
  [COMMISSION_RULE_KIND_LABELS, 'commissionRuleKind'],
  [JOB_STATUS_LABELS, 'jobStatus'],
  [REPORT_KIND_LABELS, 'reportKind'],
  [REPORT_PRESET_LABELS, 'reportPreset'],
]);
