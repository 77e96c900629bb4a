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
export { onApplicationUpdated } from './applications/on-application-updated';
export { getApplicationReceipt } from './applications/get-application-receipt';
export { checkApplicationStatus } from './applications/check-application-status';
