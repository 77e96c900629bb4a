import { describe, expect, it } from 'vitest';
import {
  BANK_CLIENT_STATUSES,
  BANK_CLIENT_TRANSITIONS,
  BANK_MESSAGES,
  BANK_PRODUCTS,
  BANK_REFERENCE_PATTERN,
  BANK_REQUEST_STATUSES,
  BANK_REQUEST_TRANSITIONS,
  bankRequestRecordSchema,
  DEFAULT_COMMISSION_RULES,
  KYC_DOCUMENT_KINDS,
  bankClientMoveNeedsReason,
  canManageBankServices,
  canManageCommissionRules,
  canMoveBankClient,
  canMoveBankRequest,
  canSeeBankClientNumbers,
  canViewBankServices,
  changeBankClientStatusInput,
  changeBankRequestStatusInput,
  commissionForActivation,
  commissionForProduct,
  commissionIdOf,
  createBankClientInput,
  kycDocumentPath,
  maskBankNumber,
  missingKycDocuments,
  newBankRequestRecord,
  normaliseBankIdNumber,
  requiredKycDocuments,
  reviewBankClientDocumentInput,
  setCommissionRuleInput,
  submitBankRequestInput,
  type CommissionRule,
} from './bank';
import { firstIssue } from './users';

const REQUEST_ID = 'b3c1f0e2-6a51-4f55-9d8e-2f0a3c1d4e5f';

const validRequest = {
  clientRequestId: REQUEST_ID,
  name: 'Amina Wanjiru',
  phone: '+1 587 555 0123',
  email: 'amina@example.org',
  countryOfResidence: 'Canada',
  product: 'diaspora_savings',
  preferredContactTime: 'evening',
  consent: true,
  language: 'sw',
};

/** The message the schema answers for `input`, or null when it parses. */
const messageOf = (schema: { safeParse: (input: unknown) => unknown }, input: unknown) =>
  firstIssue(schema.safeParse(input) as Parameters<typeof firstIssue>[0]);

describe('the KYC checklist', () => {
  it('asks each document once, in the checklist order, over all products', () => {
    expect(requiredKycDocuments(['money_transfer'])).toEqual(['id_front', 'id_back', 'photo']);
    expect(requiredKycDocuments(['money_transfer', 'foreign_currency_account'])).toEqual([
      ...KYC_DOCUMENT_KINDS,
    ]);
    expect(requiredKycDocuments(['diaspora_savings', 'current_account'])).toEqual([
      'id_front',
      'id_back',
      'tax_pin',
      'proof_of_address',
      'photo',
    ]);
    expect(requiredKycDocuments([])).toEqual([]);
  });

  it('counts only verified documents as done', () => {
    const products = ['money_transfer'] as const;
    expect(missingKycDocuments(products, [])).toEqual(['id_front', 'id_back', 'photo']);
    expect(
      missingKycDocuments(products, [
        { kind: 'id_front', status: 'verified' },
        { kind: 'id_back', status: 'uploaded' },
        { kind: 'photo', status: 'rejected' },
      ]),
    ).toEqual(['id_back', 'photo']);
    expect(
      missingKycDocuments(products, [
        { kind: 'id_front', status: 'verified' },
        { kind: 'id_back', status: 'verified' },
        { kind: 'photo', status: 'verified' },
        // A document no product needs changes nothing.
        { kind: 'tax_pin', status: 'rejected' },
      ]),
    ).toEqual([]);
  });

  it('keeps each upload under the client and the kind', () => {
    expect(kycDocumentPath('client-1', 'tax_pin', 'pin-1.pdf')).toBe(
      'bankClients/client-1/tax_pin/pin-1.pdf',
    );
  });
});

describe('statuses', () => {
  it('converts a request only once it was contacted, and ends at converted or closed', () => {
    expect(canMoveBankRequest('contacted', 'converted')).toBe(true);
    expect(canMoveBankRequest('new', 'converted')).toBe(false);
    expect(canMoveBankRequest('new', 'closed')).toBe(true);
    expect(BANK_REQUEST_STATUSES.filter((s) => BANK_REQUEST_TRANSITIONS[s].length === 0)).toEqual([
      'converted',
      'closed',
    ]);
  });

  it('activates a client only from kyc_pending; declined and closed are final', () => {
    expect(BANK_CLIENT_STATUSES.filter((from) => canMoveBankClient(from, 'active'))).toEqual([
      'kyc_pending',
    ]);
    expect(BANK_CLIENT_TRANSITIONS.declined).toEqual([]);
    expect(BANK_CLIENT_TRANSITIONS.closed).toEqual([]);
    expect(canMoveBankClient('active', 'closed')).toBe(true);
    expect(canMoveBankClient('active', 'prospect')).toBe(false);
    expect(BANK_CLIENT_STATUSES.filter(bankClientMoveNeedsReason)).toEqual(['declined', 'closed']);
  });
});

describe('commissions', () => {
  const flat: CommissionRule = {
    product: 'current_account',
    kind: 'flat',
    amountCents: 2000,
    percent: 0,
  };
  const percent = (value: number): CommissionRule => ({
    product: 'foreign_currency_account',
    kind: 'percentage',
    amountCents: 0,
    percent: value,
  });

  it('pays a flat rule whatever the deposit', () => {
    expect(commissionForProduct(flat, 0)).toBe(2000);
    expect(commissionForProduct(flat, 1_000_000)).toBe(2000);
  });

  it('pays a percentage of the deposit, rounded half up to the cent', () => {
    expect(commissionForProduct(percent(1), 50_000)).toBe(500);
    expect(commissionForProduct(percent(1), 50)).toBe(1); // 0.5 cent -> 1
    expect(commissionForProduct(percent(1), 49)).toBe(0); // 0.49 cent -> 0
    expect(commissionForProduct(percent(2.5), 12_345)).toBe(309); // 308.625
    expect(commissionForProduct(percent(0), 12_345)).toBe(0);
  });

  it('sums one line per product; a product without a rule earns nothing', () => {
    expect(
      commissionForActivation(
        ['current_account', 'foreign_currency_account'],
        { current_account: flat, foreign_currency_account: percent(1) },
        100_000,
      ),
    ).toEqual({
      amountCents: 3000,
      lines: [
        { product: 'current_account', amountCents: 2000 },
        { product: 'foreign_currency_account', amountCents: 1000 },
      ],
    });
    expect(commissionForActivation(['money_transfer'], {}, 100_000)).toEqual({
      amountCents: 0,
      lines: [{ product: 'money_transfer', amountCents: 0 }],
    });
  });

  it('has a default rule for every product and one commission id per activation', () => {
    expect(Object.keys(DEFAULT_COMMISSION_RULES).sort()).toEqual([...BANK_PRODUCTS].sort());
    expect(commissionIdOf('client-1', 1)).toBe('client-1_1');
    expect(commissionIdOf('client-1', 2)).not.toBe(commissionIdOf('client-1', 1));
  });
});

describe('submitBankRequestInput', () => {
  it('parses a complete request and trims what was typed', () => {
    const parsed = submitBankRequestInput.parse({ ...validRequest, name: '  Amina Wanjiru ' });
    expect(parsed).toMatchObject({ name: 'Amina Wanjiru', language: 'sw', consent: true });
    const { language: _language, ...withoutLanguage } = validRequest;
    expect(submitBankRequestInput.parse(withoutLanguage).language).toBe('en');
  });

  it.each([
    ['name', 'A', BANK_MESSAGES.name],
    ['name', 42, BANK_MESSAGES.name],
    ['phone', 'call me', BANK_MESSAGES.phone],
    ['phone', '123', BANK_MESSAGES.phone],
    ['email', 'amina@', BANK_MESSAGES.email],
    ['countryOfResidence', 'C', BANK_MESSAGES.country],
    ['product', 'mortgage', BANK_MESSAGES.product],
    ['preferredContactTime', 'midnight', BANK_MESSAGES.contactTime],
    ['consent', false, BANK_MESSAGES.consent],
    ['consent', 'yes', BANK_MESSAGES.consent],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(messageOf(submitBankRequestInput, { ...validRequest, [field]: value })).toBe(message);
  });

  it('refuses a request without consent and unknown fields', () => {
    const { consent: _consent, ...withoutConsent } = validRequest;
    expect(messageOf(submitBankRequestInput, withoutConsent)).toBe(BANK_MESSAGES.consent);
    expect(submitBankRequestInput.safeParse({ ...validRequest, status: 'converted' }).success).toBe(
      false,
    );
  });

  it('accepts an international number as typed', () => {
    for (const phone of ['+254 712 345678', '+44 (20) 7946-0958', '0712345678']) {
      expect(submitBankRequestInput.safeParse({ ...validRequest, phone }).success).toBe(true);
    }
  });
});

describe('newBankRequestRecord', () => {
  it('is a new, unassigned request that the record schema reads back unchanged', () => {
    const at = new Date('2026-11-20T09:30:00Z');
    const {
      consent: _consent,
      clientRequestId: _id,
      ...answers
    } = submitBankRequestInput.parse(validRequest);
    const record = {
      ...newBankRequestRecord({ ...answers, reference: 'BNK-7K3Q9D' }, at),
      id: 'r1',
    };
    expect(bankRequestRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({ ...answers, status: 'new', assignedTo: null, clientId: null });
    expect([record.createdAt, record.updatedAt, record.statusChangedAt]).toEqual([at, at, at]);
  });
});

describe('staff inputs', () => {
  it('needs a reason to close a request, not to mark it contacted', () => {
    const base = { requestId: 'req-1', expectedStatus: 'new' };
    expect(messageOf(changeBankRequestStatusInput, { ...base, to: 'closed' })).toBe(
      BANK_MESSAGES.reasonRequired,
    );
    expect(messageOf(changeBankRequestStatusInput, { ...base, to: 'closed', note: '  ' })).toBe(
      BANK_MESSAGES.reasonRequired,
    );
    expect(messageOf(changeBankRequestStatusInput, { ...base, to: 'contacted' })).toBeNull();
    // converted is reached only by convertBankRequest.
    expect(messageOf(changeBankRequestStatusInput, { ...base, to: 'converted' })).toBe(
      BANK_MESSAGES.notAllowed,
    );
  });

  it('needs a reason to decline or close a client; activation takes deposit and account', () => {
    const base = { clientId: 'client-1', expectedStatus: 'kyc_pending' };
    expect(messageOf(changeBankClientStatusInput, { ...base, to: 'declined' })).toBe(
      BANK_MESSAGES.reasonRequired,
    );
    expect(
      changeBankClientStatusInput.parse({
        ...base,
        to: 'active',
        openingDepositCents: 50_000,
        accountNumber: '0180-2938',
      }),
    ).toMatchObject({ openingDepositCents: 50_000, accountNumber: '0180-2938', note: '' });
    expect(
      messageOf(changeBankClientStatusInput, { ...base, to: 'active', openingDepositCents: 1.5 }),
    ).toBe(BANK_MESSAGES.depositInvalid);
    expect(
      messageOf(changeBankClientStatusInput, { ...base, to: 'active', accountNumber: '12 34' }),
    ).toBe(BANK_MESSAGES.accountNumber);
  });

  it('needs a reason to reject a document', () => {
    const base = { clientId: 'client-1', kind: 'photo' };
    expect(messageOf(reviewBankClientDocumentInput, { ...base, decision: 'rejected' })).toBe(
      BANK_MESSAGES.reasonRequired,
    );
    expect(messageOf(reviewBankClientDocumentInput, { ...base, decision: 'verified' })).toBeNull();
    expect(
      messageOf(reviewBankClientDocumentInput, { ...base, kind: 'selfie', decision: 'verified' }),
    ).toBe(BANK_MESSAGES.documentKindInvalid);
  });

  it('needs at least one product and a valid ID number for a client', () => {
    const details = {
      name: 'Amina Wanjiru',
      phone: '+1 587 555 0123',
      countryOfResidence: 'Canada',
      products: ['money_transfer'],
    };
    expect(createBankClientInput.parse({ details }).details).toMatchObject({
      email: null,
      idType: null,
      idNumber: '',
      address: '',
    });
    expect(messageOf(createBankClientInput, { details: { ...details, products: [] } })).toBe(
      BANK_MESSAGES.products,
    );
    expect(messageOf(createBankClientInput, { details: { ...details, idNumber: 'A1<2>' } })).toBe(
      BANK_MESSAGES.idNumber,
    );
  });

  it('keeps commission rules within range', () => {
    const rule = { product: 'money_transfer', kind: 'percentage' };
    expect(messageOf(setCommissionRuleInput, { ...rule, percent: 101 })).toBe(
      BANK_MESSAGES.rulePercent,
    );
    expect(messageOf(setCommissionRuleInput, { ...rule, percent: -1 })).toBe(
      BANK_MESSAGES.rulePercent,
    );
    expect(setCommissionRuleInput.parse({ ...rule, percent: 1.25 })).toMatchObject({
      percent: 1.25,
      amountCents: 0,
    });
  });
});

describe('numbers and permissions', () => {
  it('shows only the last four characters', () => {
    expect(maskBankNumber('A1234567')).toBe('•••••4567');
    expect(maskBankNumber('')).toBeNull();
    expect(maskBankNumber(null)).toBeNull();
    expect(normaliseBankIdNumber(' a12-345 678/9 ')).toBe('A123456789');
  });

  it('lets bank staff work the desk, equity only read, admins set the rules', () => {
    const user = (role: string, uid = 'u1') => ({ uid, role });
    expect(canManageBankServices(user('bank_agent'))).toBe(true);
    expect(canManageBankServices(user('agent'))).toBe(true);
    expect(canManageBankServices(user('equity'))).toBe(false);
    expect(canManageBankServices(user('manager'))).toBe(false);
    expect(canViewBankServices(user('equity'))).toBe(true);
    expect(canManageCommissionRules(user('admin'))).toBe(true);
    expect(canManageCommissionRules(user('bank_agent'))).toBe(false);
    expect(canSeeBankClientNumbers(user('bank_agent', 'a1'), { agentId: 'a1' })).toBe(true);
    expect(canSeeBankClientNumbers(user('bank_agent', 'a2'), { agentId: 'a1' })).toBe(false);
  });

  it('names references BNK- over the reference alphabet', () => {
    expect(BANK_REFERENCE_PATTERN.test('BNK-7K3Q9D')).toBe(true);
    expect(BANK_REFERENCE_PATTERN.test('BNK-0OIL11')).toBe(false);
    expect(BANK_REFERENCE_PATTERN.test('APP-7K3Q9D')).toBe(false);
  });
});
