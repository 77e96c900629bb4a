/** The desk's address (domain/src/routes.ts); a client's page is `${CLIENTS_PATH}/{id}`. */
export const BANK_SERVICES_PATH = '/bank-services';
export const BANK_CLIENTS_PATH = `${BANK_SERVICES_PATH}/clients`;

export const bankClientPath = (clientId: string) =>
  `${BANK_CLIENTS_PATH}/${encodeURIComponent(clientId)}`;
