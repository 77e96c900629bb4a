/** The list's address (domain/src/routes.ts); a renewal's page is `${path}/{id}`. */
export const LICENCE_RENEWALS_PATH = '/admin/license-renewals';
