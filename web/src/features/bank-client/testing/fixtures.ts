import type { KycDocumentKind, KycDocumentRecord } from '@centre/domain/bank';
import type { BankClient } from '../../../data/bank-clients/converter';

/** A stored bank client as the converter gives it; overrides on top. */
export function aBankClient(overrides: Partial<BankClient> = {}): BankClient {
  return {
    id: 'c1',
    name: 'Wanjiru Kamau',
    phone: '+447700900123',
    email: 'wanjiru@example.com',
    countryOfResidence: 'United Kingdom',
    address: '12 Acacia Road, Leeds',
    idType: 'passport',
    idNumberMasked: '•••••4567',
    accountNumberMasked: '•••••9876',
    products: ['money_transfer'],
    status: 'kyc_pending',
    agentId: 'agent-1',
    agentName: 'Baraka Mwangi',
    requestId: 'req-1',
    requestReference: 'BNK-7K3Q9D',
    activationCount: 0,
    activatedAt: null,
    openingDepositCents: 0,
    searchTokens: [],
    idNumberHash: null,
    createdAt: new Date('2026-11-02T09:30:00Z'),
    createdBy: 'agent-1',
    updatedAt: new Date('2026-11-02T09:30:00Z'),
    statusChangedAt: new Date('2026-11-03T09:30:00Z'),
    ...overrides,
  };
}

/** A KYC document record of `kind` in `status`. */
export function aKycDocument(
  kind: KycDocumentKind,
  status: KycDocumentRecord['status'],
  overrides: Partial<KycDocumentRecord> = {},
): KycDocumentRecord {
  const reviewed = status !== 'uploaded';
  return {
    id: kind,
    kind,
    status,
    storagePath: `bankClients/c1/${kind}/${kind}-1.pdf`,
    fileName: `${kind}-1.pdf`,
    contentType: 'application/pdf',
    size: 2048,
    uploadedBy: 'agent-1',
    uploadedByName: 'Baraka Mwangi',
    uploadedAt: new Date('2026-11-04T09:00:00Z'),
    reviewedBy: reviewed ? 'admin-1' : null,
    reviewedByName: reviewed ? 'Amina Otieno' : null,
    reviewedAt: reviewed ? new Date('2026-11-05T09:00:00Z') : null,
    rejectionReason: status === 'rejected' ? 'The photo is blurred.' : null,
    ...overrides,
  };
}
