import {
  BANK_CLIENT_STATUS_LABELS,
  BANK_PRODUCT_LABELS,
  BANK_REQUEST_STATUS_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@centre/domain/bank';
import { ID_TYPE_LABELS } from '@centre/domain/visits';
import type { BankClient } from '../../../data/bank-clients/converter';
import type { BankRequest } from '../../../data/bank-requests/converter';
import { buildCsv, csvFileName, isoDateTime } from '../../../lib/csv';

// A data format: English headers and words whatever the UI language (lib/csv.ts).

const nameOr = (id: string | null, name: string | null) => (id ? (name ?? id) : '');

export const BANK_REQUEST_CSV_HEADERS = [
  'Reference',
  'Received',
  'Status',
  'Name',
  'Phone',
  'Email',
  'Country of residence',
  'Product',
  'Preferred contact time',
  'Assigned to',
  'Client id',
] as const;

/** The requests tab's export: a header row, then one row per request. */
export function buildBankRequestsCsv(requests: readonly BankRequest[]): string {
  return buildCsv(
    BANK_REQUEST_CSV_HEADERS,
    requests.map((request) => [
      request.reference ?? 'Reference pending',
      isoDateTime(request.createdAt),
      BANK_REQUEST_STATUS_LABELS[request.status],
      request.name,
      request.phone,
      request.email,
      request.countryOfResidence,
      BANK_PRODUCT_LABELS[request.product],
      PREFERRED_CONTACT_TIME_LABELS[request.preferredContactTime],
      nameOr(request.assignedTo, request.assignedToName),
      request.clientId ?? '',
    ]),
  );
}

export const BANK_CLIENT_CSV_HEADERS = [
  'Name',
  'Phone',
  'Email',
  'Country of residence',
  'Products',
  'ID type',
  'ID number (masked)',
  'Account number (masked)',
  'Status',
  'Agent',
  'Request reference',
  'Created',
  'Updated',
] as const;

/** The clients tab's export: masked numbers only, never the full ID or account number. */
export function buildBankClientsCsv(clients: readonly BankClient[]): string {
  return buildCsv(
    BANK_CLIENT_CSV_HEADERS,
    clients.map((client) => [
      client.name,
      client.phone,
      client.email ?? '',
      client.countryOfResidence,
      client.products.map((product) => BANK_PRODUCT_LABELS[product]).join('; '),
      client.idType ? ID_TYPE_LABELS[client.idType] : '',
      client.idNumberMasked ?? '',
      client.accountNumberMasked ?? '',
      BANK_CLIENT_STATUS_LABELS[client.status],
      nameOr(client.agentId, client.agentName),
      client.requestReference ?? '',
      isoDateTime(client.createdAt),
      isoDateTime(client.updatedAt),
    ]),
  );
}

export const bankRequestsCsvFileName = (today: Date) => csvFileName('bank-requests', today);
export const bankClientsCsvFileName = (today: Date) => csvFileName('bank-clients', today);
