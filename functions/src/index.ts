// Entry point: re-exports every trigger and callable; each lives in its own file by area.
export { health } from './system/health';
export { beforeUserCreated } from './auth/before-user-created';
export { syncUserClaims } from './users/sync-user-claims';
export { seedDefaultUsers } from './users/seed-default-users';
export { completePasswordChange } from './users/complete-password-change';
export { createStaffUser } from './users/create-staff-user';
export { updateUserRole } from './users/update-user-role';
export { updateUserStatus } from './users/update-user-status';
export { updateUserDepartment } from './users/update-user-department';
export { onApplicationCreated } from './applications/on-application-created';
export { getApplicationReceipt } from './applications/get-application-receipt';
export { checkApplicationStatus } from './applications/check-application-status';
export { addApplicationNote } from './applications/add-application-note';
export { updateApplicationStatus } from './applications/update-application-status';
export { assignApplication } from './applications/assign-application';
export { setApplicationPriority } from './applications/set-application-priority';
export { requestUploadGrant } from './applications/request-upload-grant';
export { onLicenceRenewalCreated } from './licence-renewals/on-licence-renewal-created';
export { changeLicenceRenewalStatus } from './licence-renewals/change-licence-renewal-status';
export { assignLicenceRenewal } from './licence-renewals/assign-licence-renewal';
export { addLicenceRenewalNote } from './licence-renewals/add-licence-renewal-note';
export { getBookingAvailability } from './bookings/get-booking-availability';
export { bookAppointment } from './bookings/book-appointment';
export { rescheduleAppointment } from './bookings/reschedule-appointment';
export { cancelAppointment } from './bookings/cancel-appointment';
export { getAppointmentForManage } from './bookings/get-appointment-for-manage';
export { setAppointmentStatus } from './bookings/set-appointment-status';
export { bookExamSeat } from './bookings/book-exam-seat';
export { cancelExamBooking } from './bookings/cancel-exam-booking';
export { sendStaffMessage } from './messages/send-staff-message';
export { setContactMessageStatus } from './contact/set-contact-message-status';
export { onDocumentUploaded } from './storage/on-document-uploaded';
export { cleanUpUploads } from './storage/clean-up-uploads';
export { findVisitors } from './visits/find-visitors';
export { saveVisitor } from './visits/save-visitor';
export { checkInVisitor } from './visits/check-in-visitor';
export { openDesk } from './visits/open-desk';
export { closeDesk } from './visits/close-desk';
export { callNextVisit } from './visits/call-next-visit';
export { updateVisit } from './visits/update-visit';
export { transferVisit } from './visits/transfer-visit';
export { assignVisit } from './visits/assign-visit';
export { anonymiseOldVisitors } from './visits/anonymise-old-visitors';
export { createTask } from './tasks/create-task';
export { updateTaskStatus } from './tasks/update-task-status';
export { reassignTask } from './tasks/reassign-task';
export { saveJob } from './jobs/save-job';
export { changeJobStatus } from './jobs/change-job-status';
export { expireJobs } from './jobs/expire-jobs';
export { onApplicationStats } from './dashboard/on-application-stats';
export { onAppointmentStats } from './dashboard/on-appointment-stats';
export { submitBankRequest } from './bank/submit-bank-request';
export { changeBankRequestStatus } from './bank/change-bank-request-status';
export { assignBankRequest } from './bank/assign';
export { addBankRequestNote } from './bank/add-bank-request-note';
export { convertBankRequest } from './bank/convert-bank-request';
export { createBankClient } from './bank/create-bank-client';
export { updateBankClient } from './bank/update-bank-client';
export { changeBankClientStatus } from './bank/change-bank-client-status';
export { assignBankClient } from './bank/assign';
export { addBankClientNote } from './bank/add-bank-client-note';
export { recordBankClientDocument } from './bank/record-bank-client-document';
export { reviewBankClientDocument } from './bank/review-bank-client-document';
export { setCommissionRule } from './bank/set-commission-rule';
export { onBankClientActivated } from './bank/on-bank-client-activated';
export {
  onVisitReport,
  onExamSessionReport,
  onJobReport,
  onLicenceRenewalReport,
  onBankRequestReport,
  onBankClientReport,
  onCommissionReport,
} from './reports/on-report-sources';
export { rebuildReportDay } from './reports/rebuild-report-day';
export { rebuildReportDays } from './reports/rebuild-report-days-nightly';
export { mailUnsubscribe } from './mail/unsubscribe';
export { sendMail } from './mail/send-mail';
export { retryFailedMail, retryMail } from './mail/retry-mail';
export { onApplicationMail } from './mail/on-application-mail';
export { onLicenceRenewalMail } from './mail/on-licence-renewal-mail';
export { onAppointmentMail } from './mail/on-appointment-mail';
export { onExamBookingMail } from './mail/on-exam-booking-mail';
export { onBankRequestMail } from './mail/on-bank-request-mail';
export { sendReminders } from './mail/send-reminders';
export { sendStaffDigests } from './mail/send-staff-digests';
export { publicData } from './public-data/public-data';
