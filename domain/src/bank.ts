import { z } from 'zod';
import { hasPermission, roleMayOpen, type AccessUser } from './access';
import { REFERENCE_ALPHABET, clientRequestIdSchema } from './applications';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import { chosenIdSchema, requiredIdSchema } from './ids';
import { optionalRecordText, recordOptionalText, recordText } from './records';
import { ROUTES } from './routes';
import { textSchema } from './text';
import { optionalTimestampSchema, timestampSchema } from './timestamps';
import { ID_NUMBER_MAX_LENGTH, ID_TYPES } from './identity';

/**
 * The bank desk (docs/product.md §3.4 bankRequests, bankClients, commissions; §4.14, §4.15):
 * the centre runs a desk for its partner bank, Equity Bank. The public asks for an account on
 * /banking (a bankRequests record with a BNK- reference, sent by the public callable
 * submitBankRequest); bank staff contact them and convert the request into a bank client, collect
 * and verify the KYC documents each product needs, and activate the client; an activation earns
 * the client's agent one immutable commission entry, computed by a trigger from the per-product
 * commission rule in force at the activation. Every write is a callable (functions/src/bank/) in
 * one transaction with history; the browser only reads, under firestore.rules.
 */

// ---------------------------------------------------------------------------------------------
// Products and the KYC checklist

export const BANK_PRODUCTS = [
  'diaspora_savings',
  'current_account',
  'foreign_currency_account',
  'money_transfer',
] as const;
export type BankProduct = (typeof BANK_PRODUCTS)[number];

export const BANK_PRODUCT_LABELS: Record<BankProduct, string> = {
  diaspora_savings: 'Diaspora savings account',
  current_account: 'Current account',
  foreign_currency_account: 'Foreign currency account',
  money_transfer: 'Sending money home',
};

/** One sentence per product for the public page (translated in the web's `banking` namespace). */
export const BANK_PRODUCT_SUMMARIES: Record<BankProduct, string> = {
  diaspora_savings:
    'A savings account in Kenya you run from abroad: save towards a home, school fees or family needs.',
  current_account:
    'An everyday account with a debit card, mobile and online banking, for paying bills at home.',
  foreign_currency_account:
    'Keep money in US dollars, pounds or euros, and avoid changing it back and forth.',
  money_transfer:
    'Send money to an Equity account or M-Pesa wallet at home, at a fixed fee you see first.',
};

/** The documents a client may have to bring (one record per kind on a client). */
export const KYC_DOCUMENT_KINDS = [
  'id_front',
  'id_back',
  'tax_pin',
  'proof_of_address',
  'photo',
  'proof_of_income',
] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  id_front: 'Passport or national ID (front)',
  id_back: 'Passport or national ID (back)',
  tax_pin: 'Tax PIN certificate',
  proof_of_address: 'Proof of address (not older than 3 months)',
  photo: 'Passport photo',
  proof_of_income: 'Proof of income',
};

/** A proof of address may be at most this many months old. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;

/** What opening any account asks for: the ID, the tax PIN, a proof of address and a photo. */
const ACCOUNT_KYC: readonly KycDocumentKind[] = [
  'id_front',
  'id_back',
  'tax_pin',
  'proof_of_address',
  'photo',
];

/** The KYC checklist of each product (the public "what to bring" and the staff checklist). */
export const BANK_PRODUCT_KYC: Readonly<Record<BankProduct, readonly KycDocumentKind[]>> = {
  diaspora_savings: ACCOUNT_KYC,
  current_account: ACCOUNT_KYC,
  foreign_currency_account: [...ACCOUNT_KYC, 'proof_of_income'],
  money_transfer: ['id_front', 'id_back', 'photo'],
};

/** Every document the client's products need, once each, in KYC_DOCUMENT_KINDS order. */
export function requiredKycDocuments(products: readonly BankProduct[]): KycDocumentKind[] {
  const needed = new Set(products.flatMap((product) => BANK_PRODUCT_KYC[product]));
  return KYC_DOCUMENT_KINDS.filter((kind) => needed.has(kind));
}

// ---------------------------------------------------------------------------------------------
// KYC documents on a client (bankClients/{clientId}/documents/{kind})

export const KYC_DOCUMENT_STATUSES = ['uploaded', 'verified', 'rejected'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];
export const KYC_DOCUMENT_STATUS_LABELS: Record<KycDocumentStatus | 'missing', string> = {
  missing: 'Missing',
  uploaded: 'Waiting for verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** The kinds of `required` that are not verified yet (empty: the client may be activated). */
export function missingKycDocuments(
  products: readonly BankProduct[],
  documents: readonly { kind: string; status: string }[],
): KycDocumentKind[] {
  const verified = new Set(
    documents.filter((doc) => doc.status === 'verified').map((doc) => doc.kind),
  );
  return requiredKycDocuments(products).filter((kind) => !verified.has(kind));
}

/**
 * Storage path of a KYC document: bankClients/{clientId}/{kind}/{fileName}. Each upload uses a
 * fresh file name (storage.rules refuse overwrites); the document record points at the latest.
 */
export function kycDocumentPath(clientId: string, kind: KycDocumentKind, fileName: string) {
  return `bankClients/${clientId}/${kind}/${fileName}`;
}

/**
 * The bank client a Storage object belongs to when it stands where kycDocumentPath puts a KYC
 * file (bankClients/{clientId}/{kind}/{fileName}, a KYC kind), else null: the upload check
 * (functions/src/storage/) reads its first bytes as it does a submission's.
 */
export function bankClientOfUpload(path: string): { collection: 'bankClients'; id: string } | null {
  const [root, id, kind, fileName, ...rest] = path.split('/');
  if (root !== 'bankClients' || !id || !fileName || rest.length > 0) return null;
  if (!(KYC_DOCUMENT_KINDS as readonly string[]).includes(kind ?? '')) return null;
  return { collection: 'bankClients', id };
}

// ---------------------------------------------------------------------------------------------
// Bank requests (§4.15): new -> contacted -> converted | closed

export const BANK_REQUEST_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type BankRequestStatus = (typeof BANK_REQUEST_STATUSES)[number];

export const BANK_REQUEST_TRANSITIONS: Readonly<
  Record<BankRequestStatus, readonly BankRequestStatus[]>
> = {
  new: ['contacted', 'closed'],
  contacted: ['converted', 'closed'],
  converted: [],
  closed: [],
};

export function canMoveBankRequest(from: BankRequestStatus, to: BankRequestStatus): boolean {
  return BANK_REQUEST_TRANSITIONS[from].includes(to);
}

/** `converted` is reached only by convertBankRequest (which creates the client), never by a move. */
export const BANK_REQUEST_MOVES = ['contacted', 'closed'] as const;
export type BankRequestMove = (typeof BANK_REQUEST_MOVES)[number];

export const BANK_REQUEST_STATUS_LABELS: Record<BankRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted to client',
  closed: 'Closed',
};

export const BANK_REQUEST_ACTION_LABELS: Record<BankRequestStatus, string> = {
  new: 'Move to New',
  contacted: 'Mark contacted',
  converted: 'Convert to client',
  closed: 'Close request',
};

export const PREFERRED_CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredContactTime = (typeof PREFERRED_CONTACT_TIMES)[number];
export const PREFERRED_CONTACT_TIME_LABELS: Record<PreferredContactTime, string> = {
  morning: 'Morning (9:00-12:00)',
  afternoon: 'Afternoon (12:00-17:00)',
  evening: 'Evening (17:00-20:00)',
  any: 'Any time',
};

/**
 * Countries of residence offered first on the public form (any country may be typed, and the
 * request keeps what was typed or chosen, in the visitor's language). Staff pages show a stored
 * value that names one of these in the reader's language (web/src/lib/bank-country.ts).
 */
export const BANK_COUNTRIES = [
  'canada',
  'unitedStates',
  'unitedKingdom',
  'germany',
  'unitedArabEmirates',
  'qatar',
  'saudiArabia',
  'australia',
  'sweden',
  'kenya',
] as const;
export type BankCountry = (typeof BANK_COUNTRIES)[number];
export const BANK_COUNTRY_LABELS: Record<BankCountry, string> = {
  canada: 'Canada',
  unitedStates: 'United States',
  unitedKingdom: 'United Kingdom',
  germany: 'Germany',
  unitedArabEmirates: 'United Arab Emirates',
  qatar: 'Qatar',
  saudiArabia: 'Saudi Arabia',
  australia: 'Australia',
  sweden: 'Sweden',
  kenya: 'Kenya',
};

/** The longest text each bank request and client field may hold. */
export const BANK_REQUEST_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  country: 60,
  address: 300,
  idNumber: ID_NUMBER_MAX_LENGTH,
  accountNumber: 30,
  note: 2000,
  reason: 500,
} as const;

export const BANK_REFERENCE_PREFIX = 'BNK';
/** e.g. BNK-7K3Q9D, from the same alphabet as APP- references. */
export const BANK_REFERENCE_PATTERN = new RegExp(`^BNK-[${REFERENCE_ALPHABET}]{6}$`);

// ---------------------------------------------------------------------------------------------
// Bank clients (§4.14): prospect -> kyc_pending -> active | declined | closed

export const BANK_CLIENT_STATUSES = [
  'prospect',
  'kyc_pending',
  'active',
  'declined',
  'closed',
] as const;
export type BankClientStatus = (typeof BANK_CLIENT_STATUSES)[number];

export const BANK_CLIENT_TRANSITIONS: Readonly<
  Record<BankClientStatus, readonly BankClientStatus[]>
> = {
  prospect: ['kyc_pending', 'declined', 'closed'],
  kyc_pending: ['active', 'declined', 'closed'],
  active: ['closed'],
  declined: [],
  closed: [],
};

export function canMoveBankClient(from: BankClientStatus, to: BankClientStatus): boolean {
  return BANK_CLIENT_TRANSITIONS[from].includes(to);
}

/** Moves that need a reason (kept on the history entry). */
export const BANK_CLIENT_STATUSES_NEEDING_REASON = [
  'declined',
  'closed',
] as const satisfies readonly BankClientStatus[];

export function bankClientMoveNeedsReason(to: BankClientStatus): boolean {
  return (BANK_CLIENT_STATUSES_NEEDING_REASON as readonly string[]).includes(to);
}

export const BANK_CLIENT_STATUS_LABELS: Record<BankClientStatus, string> = {
  prospect: 'Prospect',
  kyc_pending: 'KYC pending',
  active: 'Active',
  declined: 'Declined',
  closed: 'Closed',
};

export const BANK_CLIENT_ACTION_LABELS: Record<BankClientStatus, string> = {
  prospect: 'Move to Prospect',
  kyc_pending: 'Start KYC',
  active: 'Activate client',
  declined: 'Decline',
  closed: 'Close client',
};

/** `•••••1234`: the last four characters of an ID or account number (what others see). */
export function maskBankNumber(value: string | null): string | null {
  if (!value) return null;
  return `•••••${value.slice(-4)}`;
}

/** An ID number as searched: capital letters and digits only (as a visitor's). */
export function normaliseBankIdNumber(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Who may do what

const COMMISSION_DASHBOARD_ROUTE = ROUTES.find((route) => route.page === 'commission-dashboard');

/** Reads the desk's requests and clients: view_bank_services, or a restricted user (equity). */
export function canViewBankServices(user: AccessUser | null | undefined): boolean {
  return hasPermission(user, 'view_bank_services') || (!!user && user.role === 'equity');
}

/**
 * Works the desk (every bank callable but the public one): manage_bank_services (admin, agent,
 * bank_agent, or a restricted user id granted it; equity holds no permission, so reads only).
 */
export function canManageBankServices(user: AccessUser | null | undefined): boolean {
  return hasPermission(user, 'manage_bank_services');
}

/** Sees full ID and account numbers: admins, and the client's assigned agent. */
export function canSeeBankClientNumbers(
  user: AccessUser | null | undefined,
  client: { agentId: string | null },
): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.role === 'superadmin' || user.uid === client.agentId;
}

/** Reads /commission-dashboard: the route's roles (admin, superadmin, manager). */
export function canViewCommissionDashboard(user: AccessUser | null | undefined): boolean {
  return roleMayOpen(COMMISSION_DASHBOARD_ROUTE, user);
}

/** Sets commission rules: admins only (a manager reads them). */
export function canManageCommissionRules(user: AccessUser | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.role === 'superadmin');
}

// ---------------------------------------------------------------------------------------------
// Commissions

/** Commissions are earned and shown in the centre's currency. */
export const COMMISSION_CURRENCY = 'CAD';

export const COMMISSION_RULE_KINDS = ['flat', 'percentage'] as const;
export type CommissionRuleKind = (typeof COMMISSION_RULE_KINDS)[number];
export const COMMISSION_RULE_KIND_LABELS: Record<CommissionRuleKind, string> = {
  flat: 'Flat amount per activation',
  percentage: 'Percentage of the opening deposit',
};

/**
 * commissionRules/{product}: flat `amount` per activation, or `percent` of the client's opening
 * deposit (given when the client is activated). Amounts are in COMMISSION_CURRENCY, in cents.
 */
export interface CommissionRule {
  product: BankProduct;
  kind: CommissionRuleKind;
  /** flat: cents earned per activation */
  amountCents: number;
  /** percentage: percent of the opening deposit (0-100, two decimals) */
  percent: number;
}

/** The rules a fresh emulator starts with (seeded; an admin changes them at /commission-dashboard). */
export const DEFAULT_COMMISSION_RULES: Readonly<Record<BankProduct, CommissionRule>> = {
  diaspora_savings: { product: 'diaspora_savings', kind: 'flat', amountCents: 2500, percent: 0 },
  current_account: { product: 'current_account', kind: 'flat', amountCents: 2000, percent: 0 },
  foreign_currency_account: {
    product: 'foreign_currency_account',
    kind: 'percentage',
    amountCents: 0,
    percent: 1,
  },
  money_transfer: { product: 'money_transfer', kind: 'flat', amountCents: 500, percent: 0 },
};

/** What one product earns under its rule for an opening deposit (cents, rounded half up). */
export function commissionForProduct(rule: CommissionRule, openingDepositCents: number): number {
  if (rule.kind === 'flat') return rule.amountCents;
  return Math.round((openingDepositCents * rule.percent) / 100);
}

/** One activation's commission: the sum over the client's products (cents). */
export function commissionForActivation(
  products: readonly BankProduct[],
  rules: Readonly<Partial<Record<BankProduct, CommissionRule>>>,
  openingDepositCents: number,
): { amountCents: number; lines: { product: BankProduct; amountCents: number }[] } {
  const lines = products.map((product) => {
    const rule = rules[product];
    return { product, amountCents: rule ? commissionForProduct(rule, openingDepositCents) : 0 };
  });
  return { amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0), lines };
}

/** commissions/{id}: one per client activation; the id is the activation's (retries write once). */
export function commissionIdOf(clientId: string, activationCount: number): string {
  return `${clientId}_${activationCount}`;
}

/** `2026-11`: the month a commission counts in (the centre's time zone). */
export const COMMISSION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

// ---------------------------------------------------------------------------------------------
// Messages

export const BANK_MESSAGES = {
  name: 'Enter your full name',
  phone: 'Enter a phone number we can call, with the country code',
  email: 'Enter an email address like name@example.com',
  country: 'Enter the country you live in',
  product: 'Choose the account or service you want',
  products: 'Choose at least one product',
  contactTime: 'Choose when we may call you',
  consent: 'Tick the box so that we may contact you about your request',
  requestIdInvalid: 'The bank request id is not valid',
  clientIdInvalid: 'The bank client id is not valid',
  requestNotFound: 'Bank request not found',
  clientNotFound: 'Bank client not found',
  notAllowed: 'That status change is not allowed here.',
  stale: 'This record was changed by someone else since you opened it.',
  reasonRequired: 'Give the reason.',
  kycIncomplete: 'Every required document must be verified before the client is activated.',
  depositInvalid: 'Enter the opening deposit as an amount, e.g. 500.00',
  documentKindInvalid: 'Choose one of the KYC documents',
  documentNotRequired: "This document is not on the client's checklist.",
  documentNotFound: 'Upload the document first.',
  documentNotUploaded: 'That document has not been uploaded.',
  fileMissing: 'The uploaded file was not found; upload it again.',
  idType: 'Choose the type of ID',
  idNumber: 'Enter the ID number',
  accountNumber: 'Enter the account number (letters and digits)',
  assigneeInvalid: 'Choose a member of bank staff, or nobody',
  assigneeNotFound: 'That member of staff was not found',
  assigneeNotEligible: 'That member of staff does not work on the bank desk.',
  notPermitted: 'Only bank desk staff can change bank records.',
  ruleNotPermitted: 'Only an administrator can change commission rules.',
  ruleAmount: 'Enter an amount of 0 or more',
  rulePercent: 'Enter a percentage between 0 and 100',
  noteEmpty: 'Write the note first.',
  alreadyConverted: 'This request has already been converted to a client.',
} as const;

// ---------------------------------------------------------------------------------------------
// Callable inputs (functions/src/bank/)

const requestId = requiredIdSchema(BANK_MESSAGES.requestIdInvalid);
const clientId = requiredIdSchema(BANK_MESSAGES.clientIdInvalid);
const note = textSchema({ max: BANK_REQUEST_LIMITS.note, multiline: true });
const reason = textSchema({ max: BANK_REQUEST_LIMITS.reason, multiline: true });
const phone = z
  .string({ error: BANK_MESSAGES.phone })
  .trim()
  .min(7, BANK_MESSAGES.phone)
  .max(BANK_REQUEST_LIMITS.phone, BANK_MESSAGES.phone)
  .regex(/^[+0-9 ()-]+$/, BANK_MESSAGES.phone);
const email = z
  .email({ error: BANK_MESSAGES.email })
  .max(BANK_REQUEST_LIMITS.email, BANK_MESSAGES.email);
const personName = textSchema({
  max: BANK_REQUEST_LIMITS.name,
  messages: { type: BANK_MESSAGES.name },
}).pipe(z.string().min(2, BANK_MESSAGES.name));
const country = textSchema({
  max: BANK_REQUEST_LIMITS.country,
  messages: { type: BANK_MESSAGES.country },
}).pipe(z.string().min(2, BANK_MESSAGES.country));
const product = z.enum(BANK_PRODUCTS, { error: BANK_MESSAGES.product });
const assigneeId = chosenIdSchema(BANK_MESSAGES.assigneeInvalid).nullable();
/** Money as typed (`500`, `500.5`, `500.50`) -> cents. */
const cents = z
  .number({ error: BANK_MESSAGES.depositInvalid })
  .int(BANK_MESSAGES.depositInvalid)
  .min(0, BANK_MESSAGES.depositInvalid)
  .max(100_000_000_00, BANK_MESSAGES.depositInvalid);

/**
 * submitBankRequest (public, App Check, rate-limited per client IP): the /banking form. The
 * document id is the browser's clientRequestId, so a request kept on the device and sent again
 * never makes a second record (the callable answers with the first one's reference).
 */
export const submitBankRequestInput = z.strictObject({
  clientRequestId: clientRequestIdSchema,
  name: personName,
  phone,
  email,
  countryOfResidence: country,
  product,
  preferredContactTime: z.enum(PREFERRED_CONTACT_TIMES, { error: BANK_MESSAGES.contactTime }),
  consent: z.literal(true, { error: BANK_MESSAGES.consent }),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type SubmitBankRequestInput = z.input<typeof submitBankRequestInput>;

export interface BankRequestReceipt {
  requestId: string;
  reference: string;
}

/** changeBankRequestStatus: contacted or closed (closing needs a reason). */
export const changeBankRequestStatusInput = z
  .strictObject({
    requestId,
    to: z.enum(BANK_REQUEST_MOVES, { error: BANK_MESSAGES.notAllowed }),
    expectedStatus: z.enum(BANK_REQUEST_STATUSES, { error: BANK_MESSAGES.notAllowed }),
    note: note.optional().default(''),
  })
  .refine((input) => input.to !== 'closed' || input.note.length > 0, {
    error: BANK_MESSAGES.reasonRequired,
    path: ['note'],
  });
export type ChangeBankRequestStatusInput = z.input<typeof changeBankRequestStatusInput>;

export const assignBankRequestInput = z.strictObject({ requestId, assigneeId });
export type AssignBankRequestInput = z.input<typeof assignBankRequestInput>;

export const addBankRequestNoteInput = z.strictObject({
  requestId,
  body: note.pipe(z.string().min(1, BANK_MESSAGES.noteEmpty)),
});
export type AddBankRequestNoteInput = z.input<typeof addBankRequestNoteInput>;

/**
 * convertBankRequest: a contacted request becomes a bank client (status prospect, the request's
 * name, phone, email, country and product; agent: the request's assignee, else the caller); the
 * request moves to converted with the client's id, in the same transaction.
 */
export const convertBankRequestInput = z.strictObject({
  requestId,
  expectedStatus: z.enum(BANK_REQUEST_STATUSES, { error: BANK_MESSAGES.notAllowed }),
});
export type ConvertBankRequestInput = z.input<typeof convertBankRequestInput>;

export interface BankRequestConverted {
  requestId: string;
  clientId: string;
}

/** A client's identity and contact as staff enter them (createBankClient, updateBankClient). */
export const bankClientDetailsInput = z.strictObject({
  name: personName,
  phone,
  email: email.nullable().default(null),
  countryOfResidence: country,
  address: textSchema({ max: BANK_REQUEST_LIMITS.address, multiline: true }).default(''),
  idType: z.enum(ID_TYPES, { error: BANK_MESSAGES.idType }).nullable().default(null),
  idNumber: textSchema({ max: BANK_REQUEST_LIMITS.idNumber })
    .pipe(z.string().regex(/^[A-Za-z0-9 /-]*$/, BANK_MESSAGES.idNumber))
    .default(''),
  products: z.array(product).min(1, BANK_MESSAGES.products).max(BANK_PRODUCTS.length),
});
export type BankClientDetailsInput = z.input<typeof bankClientDetailsInput>;

/** createBankClient: the "new client" action; the caller becomes the agent. */
export const createBankClientInput = z.strictObject({ details: bankClientDetailsInput });
export type CreateBankClientInput = z.input<typeof createBankClientInput>;

export interface BankClientCreated {
  clientId: string;
}

/** updateBankClient: identity and contact (not status, agent or documents). */
export const updateBankClientInput = z.strictObject({ clientId, details: bankClientDetailsInput });
export type UpdateBankClientInput = z.input<typeof updateBankClientInput>;

/**
 * changeBankClientStatus: `active` only when missingKycDocuments is empty (checked in the
 * transaction), with the opening deposit (cents, for percentage rules) and optionally the
 * account number the bank issued; declined and closed need a reason.
 */
export const changeBankClientStatusInput = z
  .strictObject({
    clientId,
    to: z.enum(BANK_CLIENT_STATUSES, { error: BANK_MESSAGES.notAllowed }),
    expectedStatus: z.enum(BANK_CLIENT_STATUSES, { error: BANK_MESSAGES.notAllowed }),
    note: reason.optional().default(''),
    openingDepositCents: cents.optional().default(0),
    accountNumber: textSchema({ max: BANK_REQUEST_LIMITS.accountNumber })
      .pipe(z.string().regex(/^[A-Za-z0-9-]*$/, BANK_MESSAGES.accountNumber))
      .optional()
      .default(''),
  })
  .refine((input) => !bankClientMoveNeedsReason(input.to) || input.note.length > 0, {
    error: BANK_MESSAGES.reasonRequired,
    path: ['note'],
  });
export type ChangeBankClientStatusInput = z.input<typeof changeBankClientStatusInput>;

export const assignBankClientInput = z.strictObject({ clientId, assigneeId });
export type AssignBankClientInput = z.input<typeof assignBankClientInput>;

export const addBankClientNoteInput = z.strictObject({
  clientId,
  body: note.pipe(z.string().min(1, BANK_MESSAGES.noteEmpty)),
});
export type AddBankClientNoteInput = z.input<typeof addBankClientNoteInput>;

const kycKind = z.enum(KYC_DOCUMENT_KINDS, { error: BANK_MESSAGES.documentKindInvalid });

/**
 * recordBankClientDocument: after the browser uploaded the file to
 * kycDocumentPath(clientId, kind, fileName) (storage.rules: bank staff, PDF/JPEG/PNG, 10 MB),
 * the callable checks the file exists and records it as the kind's current document, status
 * uploaded (a previous verification or rejection is cleared), with history.
 */
export const recordBankClientDocumentInput = z.strictObject({
  clientId,
  kind: kycKind,
  fileName: textSchema({ max: 200 }).pipe(
    z.string().regex(/^[A-Za-z0-9._ -]{1,200}$/, BANK_MESSAGES.fileMissing),
  ),
});
export type RecordBankClientDocumentInput = z.input<typeof recordBankClientDocumentInput>;

/** reviewBankClientDocument: verified, or rejected with a reason. */
export const reviewBankClientDocumentInput = z
  .strictObject({
    clientId,
    kind: kycKind,
    decision: z.enum(['verified', 'rejected'], { error: BANK_MESSAGES.documentKindInvalid }),
    reason: reason.optional().default(''),
  })
  .refine((input) => input.decision !== 'rejected' || input.reason.length > 0, {
    error: BANK_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ReviewBankClientDocumentInput = z.input<typeof reviewBankClientDocumentInput>;

/** setCommissionRule (admins): the rule applies to activations from now on, never to past ones. */
export const setCommissionRuleInput = z.strictObject({
  product,
  kind: z.enum(COMMISSION_RULE_KINDS),
  amountCents: cents.refine((value) => value >= 0, BANK_MESSAGES.ruleAmount).default(0),
  percent: z
    .number({ error: BANK_MESSAGES.rulePercent })
    .min(0, BANK_MESSAGES.rulePercent)
    .max(100, BANK_MESSAGES.rulePercent)
    .default(0),
});
export type SetCommissionRuleInput = z.input<typeof setCommissionRuleInput>;

/** The answer of the status, assignment and document callables. */
export interface BankAnswer {
  id: string;
  status: string;
  changed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Stored records (parsed by functions, the web converters and the seed)

/** bankRequests/{clientRequestId} as stored, with its id. */
export const bankRequestRecordSchema = z.object({
  id: z.string(),
  reference: z.string().regex(BANK_REFERENCE_PATTERN).nullable().catch(null),
  name: recordText,
  phone: recordText,
  email: recordText,
  countryOfResidence: recordText,
  product: z.enum(BANK_PRODUCTS).catch('diaspora_savings'),
  preferredContactTime: z.enum(PREFERRED_CONTACT_TIMES).catch('any'),
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
  status: z.enum(BANK_REQUEST_STATUSES),
  assignedTo: optionalRecordText,
  assignedToName: optionalRecordText,
  /** Set when converted: the bank client made from it. */
  clientId: optionalRecordText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  statusChangedAt: timestampSchema,
});
export type BankRequestRecord = z.infer<typeof bankRequestRecordSchema>;

/** What a new bank request is made of: the visitor's answers and the reference drawn for it. */
export type NewBankRequestFields = Pick<
  BankRequestRecord,
  | 'reference'
  | 'name'
  | 'phone'
  | 'email'
  | 'countryOfResidence'
  | 'product'
  | 'preferredContactTime'
  | 'language'
>;

/**
 * bankRequests/{id} as submitBankRequest stores a new one: status new, nobody assigned, no client
 * made from it, every time stamp `at` (the server's time; a Date where a test builds one).
 */
export function newBankRequestRecord<At>(fields: NewBankRequestFields, at: At) {
  return {
    ...fields,
    status: 'new' as const,
    assignedTo: null,
    assignedToName: null,
    clientId: null,
    createdAt: at,
    updatedAt: at,
    statusChangedAt: at,
  };
}

/**
 * bankClients/{id} as stored, with its id. The full ID and account numbers are not here: they
 * live in bankClients/{id}/private/numbers (BankClientNumbers), readable only by admins and the
 * assigned agent; everyone else reads the masked forms.
 */
export const bankClientRecordSchema = z.object({
  id: z.string(),
  name: recordText,
  phone: recordText,
  email: optionalRecordText,
  countryOfResidence: recordText,
  address: recordText,
  idType: z.enum(ID_TYPES).nullable().catch(null),
  idNumberMasked: optionalRecordText,
  accountNumberMasked: optionalRecordText,
  products: z.array(z.enum(BANK_PRODUCTS)).catch([]),
  status: z.enum(BANK_CLIENT_STATUSES),
  agentId: optionalRecordText,
  agentName: optionalRecordText,
  /** The request it was converted from, if any. */
  requestId: optionalRecordText,
  requestReference: optionalRecordText,
  /** How many times it became active (0 or 1 today); names the commission entry. */
  activationCount: z.number().int().min(0).catch(0),
  activatedAt: optionalTimestampSchema,
  openingDepositCents: z.number().int().min(0).catch(0),
  /** Prefixes of the name and phone (visitorSearchTokens' scheme, without the ID number). */
  searchTokens: z.array(z.string()).catch([]),
  /** sha256 hex of normaliseBankIdNumber(idNumber): an exact ID-number search, never shown. */
  idNumberHash: optionalRecordText,
  createdAt: timestampSchema,
  createdBy: optionalRecordText,
  updatedAt: timestampSchema,
  statusChangedAt: timestampSchema,
});
export type BankClientRecord = z.infer<typeof bankClientRecordSchema>;

/** bankClients/{id}/private/numbers: the sensitive numbers in full. */
export const bankClientNumbersSchema = z.object({
  idNumber: recordText,
  accountNumber: recordText,
});
export type BankClientNumbers = z.infer<typeof bankClientNumbersSchema>;
export const BANK_CLIENT_NUMBERS_DOC = 'numbers';

/** bankClients/{id}/documents/{kind}. */
export const kycDocumentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  storagePath: recordText,
  fileName: recordText,
  contentType: recordText,
  size: z.number().catch(0),
  uploadedBy: recordText,
  uploadedByName: recordText,
  uploadedAt: timestampSchema,
  reviewedBy: recordOptionalText,
  reviewedByName: recordOptionalText,
  reviewedAt: optionalTimestampSchema,
  rejectionReason: recordOptionalText,
});
export type KycDocumentRecord = z.infer<typeof kycDocumentRecordSchema>;

/** History entry kinds of requests and clients. */
export const BANK_HISTORY_KINDS = [
  'created',
  'status',
  'assignment',
  'details',
  'document',
  'converted',
] as const;
export type BankHistoryKind = (typeof BANK_HISTORY_KINDS)[number];

/** commissionRules/{product}: the rule in force (versions under commissionRules/{product}/versions). */
export const commissionRuleRecordSchema = z.object({
  product: z.enum(BANK_PRODUCTS),
  kind: z.enum(COMMISSION_RULE_KINDS),
  amountCents: z.number().int().min(0).catch(0),
  percent: z.number().min(0).max(100).catch(0),
  /** Activations at or after this instant use this rule. */
  effectiveFrom: timestampSchema,
  updatedBy: optionalRecordText,
  updatedByName: optionalRecordText,
});
export type CommissionRuleRecord = z.infer<typeof commissionRuleRecordSchema>;

/** commissions/{clientId}_{activationCount}: immutable, written once by the trigger. */
export const commissionRecordSchema = z.object({
  id: z.string(),
  agentId: recordText,
  agentName: recordText,
  clientId: recordText,
  clientName: recordText,
  products: z.array(z.enum(BANK_PRODUCTS)).catch([]),
  amountCents: z.number().int().catch(0),
  currency: recordText,
  /** `YYYY-MM` in the centre's time zone. */
  month: recordText,
  earnedAt: timestampSchema,
  lines: z
    .array(z.object({ product: z.enum(BANK_PRODUCTS), amountCents: z.number().int() }))
    .catch([]),
});
export type CommissionRecord = z.infer<typeof commissionRecordSchema>;
