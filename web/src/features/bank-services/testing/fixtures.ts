import type { BankClient } from '../../../data/bank-clients/converter';
import type { CurrentStaff } from '../../../data/users/session-user';
import { staffUser } from '../../../test/fixtures';

export { aBankRequest } from '../../../data/bank-requests/testing';

/** A stored bank client as the converter gives it; overrides on top. */
export function aBankClient(overrides: Partial<BankClient> & { id: string }): BankClient {
  const at = new Date('2026-11-21T09:30:00Z');
  return {
    name: 'Wanjiru Kamau',
    phone: '+447700900123',
    email: 'wanjiru@example.com',
    countryOfResidence: 'United Kingdom',
    address: '',
    idType: 'passport',
    idNumberMasked: '•••••4567',
    accountNumberMasked: null,
    products: ['diaspora_savings'],
    status: 'prospect',
    agentId: 'agent-1',
    agentName: 'Baraka Mwangi',
    requestId: null,
    requestReference: null,
    activationCount: 0,
    activatedAt: null,
    openingDepositCents: 0,
    searchTokens: [],
    idNumberHash: null,
    createdAt: at,
    createdBy: 'agent-1',
    updatedAt: at,
    statusChangedAt: at,
    ...overrides,
  };
}

/** A bank agent who works the desk. */
export const bankAgent = (overrides: Partial<CurrentStaff> = {}) =>
  staffUser({ permissions: ['view_bank_services', 'manage_bank_services'], ...overrides });

/** Equity Bank's read-only user. */
export const equityViewer = () =>
  staffUser({ uid: 'equity-1', displayName: 'Equity Bank', role: 'equity', permissions: [] });
