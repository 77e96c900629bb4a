// The demo bank desk (issue 14): fourteen requests from /banking at every step (new, contacted,
// converted to a client, closed) with their BNK- reservations, history and a few notes; fourteen
// bank clients at every stage (prospect, KYC pending with documents uploaded, verified and
// rejected, active with every required document verified and an account number, declined,
// closed), their private numbers and small real documents; the commission rules of the domain
// (DEFAULT_COMMISSION_RULES, one version each) and the commissions the activations earned, spread
// over the last six months for the bank agent and the agent. Pure and deterministic: dates are
// relative to `today` (the centre's local date), none after the moment of seeding (`now`), ids
// are fixed, so seeding again overwrites the same documents. Search tokens, the ID number's hash and the masked numbers are computed as the
// bank callables compute them.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { APPLICANT_ACTOR } from '../../domain/src/applications';
import {
  BANK_CLIENT_NUMBERS_DOC,
  BANK_PRODUCTS,
  COMMISSION_CURRENCY,
  DEFAULT_COMMISSION_RULES,
  KYC_DOCUMENT_LABELS,
  commissionForActivation,
  commissionIdOf,
  kycDocumentPath,
  maskBankNumber,
  normaliseBankIdNumber,
  requiredKycDocuments,
  type BankClientStatus,
  type BankProduct,
  type BankRequestStatus,
  type KycDocumentKind,
  type KycDocumentStatus,
  type PreferredContactTime,
} from '../../domain/src/bank';
import { bankClientSearchTokens } from '../../domain/src/bank-search-tokens';
import { addDays, slotInstant } from '../../domain/src/bookings';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../domain/src/collections';
import type { IdType } from '../../domain/src/visits';
import type { DemoData, DemoFeatureInput, DemoFile, DemoRecord, DemoStaff } from './demo-centre';
import { demoPdf, demoPng } from './demo-files';
import { mapTimestamps, pastOf, seedMomentOf } from './demo-time';

type Who = 'bank' | 'agent' | 'admin';

const ROLE_OF: Record<Who, string> = { bank: 'bank_agent', agent: 'agent', admin: 'admin' };

/** A fixed UUID per demo request: requests are keyed by the browser's clientRequestId. */
function demoRequestId(key: string): string {
  const hex = createHash('sha256').update(`jamii-demo-bank-request:${key}`).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const demoBankClientId = (key: string) => `demo-bank-client-${key}`;

/** A request's or client's email address: their name at example.org. */
const emailOf = (person: Person) => `${person.name.replace(/ /g, '.')}@example.org`.toLowerCase();

/** sha256 hex of the normalised ID number (bankClients' idNumberHash), '' without one. */
export function bankIdNumberHash(idNumber: string): string {
  const normalised = normaliseBankIdNumber(idNumber);
  return normalised ? createHash('sha256').update(normalised).digest('hex') : '';
}

export interface DemoBankRequest extends DemoRecord {
  history: DemoRecord[];
  notes: DemoRecord[];
}

export interface DemoBankClient extends DemoRecord {
  numbers: DemoData;
  documents: DemoRecord[];
  history: DemoRecord[];
  notes: DemoRecord[];
  files: DemoFile[];
}

export interface DemoBank {
  requests: DemoBankRequest[];
  clients: DemoBankClient[];
  commissionRules: (DemoRecord & { versions: DemoRecord[] })[];
  commissions: DemoRecord[];
  files: DemoFile[];
}

// ---------------------------------------------------------------------------------------------
// The plans

interface Person {
  name: string;
  phone: string;
  country: string;
  language?: 'en' | 'sw';
}

interface RequestPlan {
  key: string;
  reference: string;
  person: Person;
  product: BankProduct;
  contactTime: PreferredContactTime;
  createdDay: number;
  assignedTo?: Who;
  /** contacted on this day (by the assignee, else the bank agent). */
  contactedDay?: number;
  /** converted into the client of this key on contactedDay + 1 or this day. */
  convertedTo?: { client: string; day: number };
  closed?: { day: number; reason: string };
  note?: string;
}

type DocumentPlan = Partial<Record<KycDocumentKind, KycDocumentStatus>>;

interface ClientPlan {
  key: string;
  person: Person;
  address: string;
  idType: IdType | null;
  idNumber: string;
  products: BankProduct[];
  status: BankClientStatus;
  agent: Who;
  createdDay: number;
  /** Request (by key) it was converted from. */
  fromRequest?: string;
  kycDay?: number;
  documents?: DocumentPlan;
  /** Active (or active, then closed): when, the deposit and the account number. */
  activation?: { day: number; depositCents: number; accountNumber: string };
  /** declined or closed, with the reason. */
  ended?: { day: number; reason: string };
  note?: string;
}

const REQUESTS: RequestPlan[] = [
  {
    key: 'odhiambo',
    reference: 'BNK-7K3Q9D',
    person: { name: 'Brian Odhiambo', phone: '+1 780 555 0231', country: 'Canada' },
    product: 'diaspora_savings',
    contactTime: 'evening',
    createdDay: 0,
  },
  {
    key: 'wairimu',
    reference: 'BNK-2M8XQH',
    person: { name: 'Faith Wairimu', phone: '+1 587 555 0244', country: 'Canada', language: 'sw' },
    product: 'money_transfer',
    contactTime: 'any',
    createdDay: 0,
  },
  {
    key: 'hassan',
    reference: 'BNK-5TK9PD',
    person: { name: 'Yusuf Hassan', phone: '+1 403 555 0257', country: 'Canada' },
    product: 'foreign_currency_account',
    contactTime: 'morning',
    createdDay: -1,
    assignedTo: 'bank',
  },
  {
    key: 'chebet',
    reference: 'BNK-9HCV4N',
    person: { name: 'Mercy Chebet', phone: '+1 306 555 0262', country: 'Canada' },
    product: 'current_account',
    contactTime: 'afternoon',
    createdDay: -3,
  },
  {
    key: 'kiprono',
    reference: 'BNK-3QZ6WF',
    person: { name: 'Dennis Kiprono', phone: '+1 780 555 0275', country: 'Canada' },
    product: 'diaspora_savings',
    contactTime: 'evening',
    createdDay: -4,
    assignedTo: 'bank',
    contactedDay: -3,
    note: 'Wants to save for a plot in Eldoret; will send his passport scan this week.',
  },
  {
    key: 'nyambura',
    reference: 'BNK-8VD2KX',
    person: { name: 'Lucy Nyambura', phone: '+1 587 555 0288', country: 'Canada', language: 'sw' },
    product: 'money_transfer',
    contactTime: 'any',
    createdDay: -6,
    assignedTo: 'agent',
    contactedDay: -5,
  },
  {
    key: 'omondi',
    reference: 'BNK-6NRB7Y',
    person: { name: 'Kevin Omondi', phone: '+1 204 555 0213', country: 'Canada' },
    product: 'current_account',
    contactTime: 'morning',
    createdDay: -9,
    assignedTo: 'admin',
    contactedDay: -8,
  },
  {
    key: 'njoroge',
    reference: 'BNK-4FG8ZT',
    person: { name: 'Wanjiru Njoroge', phone: '+1 780 555 0142', country: 'Canada' },
    product: 'diaspora_savings',
    contactTime: 'evening',
    createdDay: -14,
    assignedTo: 'bank',
    contactedDay: -13,
    convertedTo: { client: 'njoroge', day: -12 },
  },
  {
    key: 'abdullahi',
    reference: 'BNK-3KP7HM',
    person: { name: 'Amina Abdullahi', phone: '+1 613 555 0296', country: 'Canada' },
    product: 'foreign_currency_account',
    contactTime: 'afternoon',
    createdDay: -20,
    assignedTo: 'agent',
    contactedDay: -19,
    convertedTo: { client: 'abdullahi', day: -18 },
  },
  {
    key: 'mutua',
    reference: 'BNK-9WX5QC',
    person: { name: 'Peter Mutua', phone: '+1 780 555 0209', country: 'Canada' },
    product: 'money_transfer',
    contactTime: 'any',
    createdDay: -40,
    assignedTo: 'bank',
    contactedDay: -39,
    convertedTo: { client: 'mutua', day: -38 },
  },
  {
    key: 'achieng',
    reference: 'BNK-2DT6VR',
    person: { name: 'Sharon Achieng', phone: '+1 403 555 0221', country: 'Canada' },
    product: 'current_account',
    contactTime: 'morning',
    createdDay: -70,
    assignedTo: 'agent',
    contactedDay: -69,
    convertedTo: { client: 'achieng', day: -67 },
  },
  {
    key: 'kilonzo',
    reference: 'BNK-7BM4NJ',
    person: { name: 'Joseph Kilonzo', phone: '+1 780 555 0235', country: 'Canada' },
    product: 'diaspora_savings',
    contactTime: 'evening',
    createdDay: -10,
    closed: { day: -9, reason: 'He already has an Equity account; gave him the branch contacts.' },
  },
  {
    key: 'rotich',
    reference: 'BNK-5XH3GP',
    person: { name: 'Caroline Rotich', phone: '+1 587 555 0248', country: 'Canada' },
    product: 'money_transfer',
    contactTime: 'afternoon',
    createdDay: -16,
    assignedTo: 'bank',
    contactedDay: -15,
    closed: { day: -11, reason: 'No answer after three calls and two emails.' },
    note: 'Called 15th, 13th and 11th; left voicemails.',
  },
  {
    key: 'ouma',
    reference: 'BNK-4RJ8TB',
    person: { name: 'Daniel Ouma', phone: '+1 825 555 0253', country: 'Canada', language: 'sw' },
    product: 'foreign_currency_account',
    contactTime: 'evening',
    createdDay: -25,
    assignedTo: 'admin',
    contactedDay: -24,
    closed: { day: -22, reason: 'Asked us to stop: he opened an account on his visit home.' },
  },
];

const VERIFIED_ALL = 'verified' as const;
const DAY_MS = 24 * 3_600_000;

const CLIENTS: ClientPlan[] = [
  {
    key: 'kariuki',
    person: { name: 'Esther Kariuki', phone: '+17805550266', country: 'Canada' },
    address: '10410 82 Avenue NW, Edmonton AB',
    idType: null,
    idNumber: '',
    products: ['current_account'],
    status: 'prospect',
    agent: 'bank',
    createdDay: -2,
  },
  {
    key: 'njoroge',
    person: { name: 'Wanjiru Njoroge', phone: '+17805550142', country: 'Canada' },
    address: '11620 104 Avenue NW, Edmonton AB',
    idType: 'passport',
    idNumber: 'AK1234471',
    products: ['diaspora_savings'],
    status: 'prospect',
    agent: 'bank',
    createdDay: -12,
    fromRequest: 'njoroge',
    note: 'Prefers calls after 6 pm Mountain time.',
  },
  {
    key: 'abdullahi',
    person: { name: 'Amina Abdullahi', phone: '+16135550296', country: 'Canada' },
    address: '220 Bank Street, Ottawa ON',
    idType: 'national_id',
    idNumber: '28471903',
    products: ['foreign_currency_account'],
    status: 'kyc_pending',
    agent: 'agent',
    createdDay: -18,
    fromRequest: 'abdullahi',
    kycDay: -17,
    documents: { id_front: 'uploaded', id_back: 'uploaded', photo: 'uploaded' },
  },
  {
    key: 'wekesa',
    person: { name: 'Samuel Wekesa', phone: '+14035550277', country: 'Canada' },
    address: '1502 17 Avenue SW, Calgary AB',
    idType: 'passport',
    idNumber: 'AK7730912',
    products: ['diaspora_savings', 'money_transfer'],
    status: 'kyc_pending',
    agent: 'bank',
    createdDay: -10,
    kycDay: -9,
    documents: {
      id_front: 'verified',
      id_back: 'verified',
      photo: 'verified',
      tax_pin: 'uploaded',
      proof_of_address: 'rejected',
    },
    note: 'Proof of address was a 2025 bill; asked for a recent one.',
  },
  {
    key: 'atieno',
    person: { name: 'Grace Atieno', phone: '+15875550281', country: 'Canada', language: 'sw' },
    address: '3304 Parsons Road NW, Edmonton AB',
    idType: 'national_id',
    idNumber: '31188420',
    products: ['current_account'],
    status: 'kyc_pending',
    agent: 'admin',
    createdDay: -7,
    kycDay: -6,
    documents: { id_front: 'verified', id_back: 'verified', tax_pin: 'rejected' },
  },
  {
    key: 'mutua',
    person: { name: 'Peter Mutua', phone: '+17805550209', country: 'Canada' },
    address: '9920 63 Avenue NW, Edmonton AB',
    idType: 'national_id',
    idNumber: '22904417',
    products: ['money_transfer'],
    status: 'active',
    agent: 'bank',
    createdDay: -38,
    fromRequest: 'mutua',
    kycDay: -37,
    activation: { day: 0, depositCents: 0, accountNumber: '0170293384417' },
  },
  {
    key: 'achieng',
    person: { name: 'Sharon Achieng', phone: '+14035550221', country: 'Canada' },
    address: '720 Centre Street N, Calgary AB',
    idType: 'passport',
    idNumber: 'BK2204518',
    products: ['current_account'],
    status: 'active',
    agent: 'agent',
    createdDay: -67,
    fromRequest: 'achieng',
    kycDay: -66,
    activation: { day: -1, depositCents: 150_000, accountNumber: '0180447120093' },
  },
  {
    key: 'gitau',
    person: { name: 'James Gitau', phone: '+17805550318', country: 'Canada' },
    address: '14820 45 Street NW, Edmonton AB',
    idType: 'passport',
    idNumber: 'AK5519003',
    products: ['foreign_currency_account', 'money_transfer'],
    status: 'active',
    agent: 'bank',
    createdDay: -60,
    kycDay: -58,
    activation: { day: -31, depositCents: 500_000, accountNumber: '0190552230118' },
  },
  {
    key: 'muthoni',
    person: { name: 'Ruth Muthoni', phone: '+15875550327', country: 'Canada', language: 'sw' },
    address: '16004 95 Street NW, Edmonton AB',
    idType: 'national_id',
    idNumber: '29830551',
    products: ['diaspora_savings'],
    status: 'active',
    agent: 'agent',
    createdDay: -95,
    kycDay: -92,
    activation: { day: -62, depositCents: 80_000, accountNumber: '0170661042255' },
  },
  {
    key: 'langat',
    person: { name: 'Collins Langat', phone: '+14035550336', country: 'Canada' },
    address: '3510 26 Avenue NE, Calgary AB',
    idType: 'residence_permit',
    idNumber: 'RP-0044719',
    products: ['current_account', 'money_transfer'],
    status: 'active',
    agent: 'bank',
    createdDay: -120,
    kycDay: -118,
    activation: { day: -93, depositCents: 200_000, accountNumber: '0180770311490' },
  },
  {
    key: 'naliaka',
    person: { name: 'Irene Naliaka', phone: '+17805550345', country: 'Canada' },
    address: '5104 122 Street NW, Edmonton AB',
    idType: 'passport',
    idNumber: 'AK8836120',
    products: ['diaspora_savings', 'current_account'],
    status: 'active',
    agent: 'bank',
    createdDay: -190,
    kycDay: -185,
    activation: { day: -150, depositCents: 100_000, accountNumber: '0170884203361' },
  },
  {
    key: 'barasa',
    person: { name: 'Moses Barasa', phone: '+14035550354', country: 'Canada' },
    address: '210 Tamarack Way NW, Edmonton AB',
    idType: 'national_id',
    idNumber: '25117764',
    products: ['money_transfer'],
    status: 'closed',
    agent: 'agent',
    createdDay: -150,
    kycDay: -148,
    activation: { day: -122, depositCents: 0, accountNumber: '0190993117764' },
    ended: { day: -20, reason: 'Moved back to Kenya; closed at his request.' },
  },
  {
    key: 'adan',
    person: { name: 'Hodan Adan', phone: '+17805550363', country: 'Canada' },
    address: '88 Millwoods Road, Edmonton AB',
    idType: 'passport',
    idNumber: 'P00472291',
    products: ['diaspora_savings'],
    status: 'declined',
    agent: 'admin',
    createdDay: -30,
    kycDay: -29,
    documents: { id_front: 'rejected', id_back: 'uploaded' },
    ended: { day: -26, reason: 'The bank could not verify the passport with the issuer.' },
  },
  {
    key: 'kibet',
    person: { name: 'Allan Kibet', phone: '+15875550372', country: 'Canada' },
    address: '4410 118 Avenue NW, Edmonton AB',
    idType: null,
    idNumber: '',
    products: ['current_account'],
    status: 'closed',
    agent: 'bank',
    createdDay: -45,
    ended: { day: -40, reason: 'Duplicate of another client record.' },
  },
];

const REJECTION_REASONS: Partial<Record<KycDocumentKind, string>> = {
  proof_of_address: 'The bill is older than 3 months.',
  tax_pin: 'The PIN on the certificate does not match the ID.',
  id_front: 'The photo page is not readable.',
};

// ---------------------------------------------------------------------------------------------
// Building the records

/** Day `dayOfMonth` of the month `monthsBack` months before today's (never after today). */
function inMonth(today: string, monthsBack: number, dayOfMonth: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  const date = addDays(first.toISOString().slice(0, 10), dayOfMonth - 1);
  return date > today ? today : date;
}

export function demoBank({ today, settings, staff, now }: DemoFeatureInput): DemoBank {
  const byRole = (role: string) => {
    const member = staff.find((user) => user.role === role);
    if (!member) throw new Error(`demo bank: no demo account with role ${role}`);
    return member;
  };
  const people: Record<Who, DemoStaff> = {
    bank: byRole(ROLE_OF.bank),
    agent: byRole(ROLE_OF.agent),
    admin: byRole(ROLE_OF.admin),
  };
  const atDate = (date: string, time: string) =>
    Timestamp.fromDate(slotInstant(settings, date, time));
  const at = (day: number, time: string) => atDate(addDays(today, day), time);
  const entry = (
    kind: string,
    from: string | null,
    to: string | null,
    by: DemoStaff | null,
    when: Timestamp,
    note: string | null = null,
    names: { fromName?: string | null; toName?: string | null } = {},
  ): DemoData => ({
    kind,
    from,
    to,
    fromName: names.fromName ?? null,
    toName: names.toName ?? null,
    by: by?.uid ?? APPLICANT_ACTOR,
    byName: by?.displayName ?? null,
    at: when,
    note,
  });
  // A request's or client's one staff note, when its plan has one.
  const noteOf = (
    id: string,
    body: string | undefined,
    author: DemoStaff,
    createdAt: Timestamp,
  ): DemoRecord[] =>
    body
      ? [
          {
            id: `${id}-note-1`,
            data: { body, authorId: author.uid, authorName: author.displayName, createdAt },
          },
        ]
      : [];
  // Numbered in time order (a client's documents are uploaded together, then each reviewed).
  const numbered = (id: string, entries: DemoData[]): DemoRecord[] =>
    [...entries]
      .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis())
      .map((data, index) => ({ id: `${id}-${String(index + 1).padStart(2, '0')}`, data }));

  const requestPlans = new Map(REQUESTS.map((plan) => [plan.key, plan]));

  // ---- Requests
  const requests: DemoBankRequest[] = REQUESTS.map((plan) => {
    const id = demoRequestId(plan.key);
    const createdAt = at(plan.createdDay, '08:40');
    const assignee = plan.assignedTo ? people[plan.assignedTo] : null;
    const worker = assignee ?? people.bank;
    // As submitBankRequest writes it: by the applicant, under the name they typed.
    const entries: DemoData[] = [
      { ...entry('created', null, 'new', null, createdAt), byName: plan.person.name },
    ];
    let status: BankRequestStatus = 'new';
    let statusChangedAt = createdAt;
    let updatedAt = createdAt;
    if (assignee) {
      updatedAt = at(plan.contactedDay ?? plan.createdDay, '09:30');
      entries.push(
        entry('assignment', null, assignee.uid, worker, updatedAt, null, {
          toName: assignee.displayName,
        }),
      );
    }
    const move = (to: BankRequestStatus, when: Timestamp, note: string | null = null) => {
      entries.push(
        entry(to === 'converted' ? 'converted' : 'status', status, to, worker, when, note),
      );
      status = to;
      statusChangedAt = when;
      updatedAt = when;
    };
    if (plan.contactedDay !== undefined) move('contacted', at(plan.contactedDay, '10:15'));
    if (plan.convertedTo) move('converted', at(plan.convertedTo.day, '11:00'));
    if (plan.closed) move('closed', at(plan.closed.day, '15:20'), plan.closed.reason);
    const data: DemoData = {
      reference: plan.reference,
      name: plan.person.name,
      phone: plan.person.phone,
      email: emailOf(plan.person),
      countryOfResidence: plan.person.country,
      product: plan.product,
      preferredContactTime: plan.contactTime,
      language: plan.person.language ?? 'en',
      consent: true,
      status,
      assignedTo: assignee?.uid ?? null,
      assignedToName: assignee?.displayName ?? null,
      clientId: plan.convertedTo ? demoBankClientId(plan.convertedTo.client) : null,
      createdAt,
      updatedAt,
      statusChangedAt,
    };
    const notes = noteOf(id, plan.note, worker, at(plan.contactedDay ?? plan.createdDay, '16:40'));
    return { id, data, history: numbered(id, entries), notes };
  });

  // ---- Clients
  /**
   * The local date an activated client became active: the plan's day, moved to the 12th of the
   * month it falls in, so that each of the last six months holds activations whatever today is.
   */
  const activationDate = (plan: ClientPlan): string => {
    const day = plan.activation?.day ?? 0;
    const monthsBack = Math.round(-day / 31);
    return monthsBack === 0 ? addDays(today, day) : inMonth(today, monthsBack, 12);
  };

  const clients: DemoBankClient[] = CLIENTS.map((plan) => {
    const id = demoBankClientId(plan.key);
    const agent = people[plan.agent];
    const request = plan.fromRequest ? requestPlans.get(plan.fromRequest) : undefined;
    const createdAt = request?.convertedTo
      ? at(request.convertedTo.day, '11:00')
      : at(plan.createdDay, '10:30');
    const entries: DemoData[] = [
      entry(
        'created',
        null,
        'prospect',
        agent,
        createdAt,
        request ? `Converted from request ${request.reference}` : null,
      ),
    ];
    let status: BankClientStatus = 'prospect';
    let statusChangedAt = createdAt;
    let updatedAt = createdAt;
    const move = (to: BankClientStatus, when: Timestamp, note: string | null = null) => {
      entries.push(entry('status', status, to, agent, when, note));
      status = to;
      statusChangedAt = when;
      updatedAt = when;
    };
    if (plan.kycDay !== undefined) move('kyc_pending', at(plan.kycDay, '11:30'));
    // Today's activation too at 13:30: seeded before then, it moves to just before the seeding
    // (`past`, below), as every time of today that has not come yet.
    const activatedAt = plan.activation ? atDate(activationDate(plan), '13:30') : null;

    // Documents: as planned, or every required one verified for an activated client.
    const required = requiredKycDocuments(plan.products);
    const planned: DocumentPlan =
      plan.documents ??
      (plan.activation ? Object.fromEntries(required.map((kind) => [kind, VERIFIED_ALL])) : {});
    const uploadDay = (plan.kycDay ?? plan.createdDay) + 1;
    const documents: DemoRecord[] = [];
    const files: DemoFile[] = [];
    for (const kind of Object.keys(planned) as KycDocumentKind[]) {
      const documentStatus = planned[kind] as KycDocumentStatus;
      // Uploaded the day after KYC started, and at least a day before the activation.
      const uploadPlanned = at(Math.min(uploadDay, 0), '12:00');
      const uploadedAt =
        activatedAt && activatedAt.toMillis() - DAY_MS < uploadPlanned.toMillis()
          ? Timestamp.fromMillis(activatedAt.toMillis() - DAY_MS)
          : uploadPlanned;
      const reviewedAt = Timestamp.fromMillis(uploadedAt.toMillis() + 3_600_000);
      const png = kind === 'photo';
      const fileName = `${kind}-${uploadedAt.toMillis().toString(36)}.${png ? 'png' : 'pdf'}`;
      const bytes = png
        ? demoPng([245, 245, 245], [60, 45, 38])
        : demoPdf([
            KYC_DOCUMENT_LABELS[kind],
            `Client: ${plan.person.name}`,
            'Demo document generated for the Jamii Service Centre demo. Not a real document.',
          ]);
      const storagePath = kycDocumentPath(id, kind, fileName);
      const contentType = png ? 'image/png' : 'application/pdf';
      files.push({ path: storagePath, contentType, bytes });
      const reviewed = documentStatus !== 'uploaded';
      const rejectionReason =
        documentStatus === 'rejected'
          ? (REJECTION_REASONS[kind] ?? 'The document is not readable.')
          : null;
      documents.push({
        id: kind,
        data: {
          kind,
          status: documentStatus,
          storagePath,
          fileName,
          contentType,
          size: bytes.length,
          uploadedBy: agent.uid,
          uploadedByName: agent.displayName,
          uploadedAt,
          reviewedBy: reviewed ? agent.uid : null,
          reviewedByName: reviewed ? agent.displayName : null,
          reviewedAt: reviewed ? reviewedAt : null,
          rejectionReason,
        },
      });
      const label = KYC_DOCUMENT_LABELS[kind];
      entries.push(entry('document', null, 'uploaded', agent, uploadedAt, `${label}: uploaded`));
      if (reviewed) {
        entries.push(
          entry(
            'document',
            'uploaded',
            documentStatus,
            agent,
            reviewedAt,
            rejectionReason ? `${label}: rejected: ${rejectionReason}` : `${label}: verified`,
          ),
        );
      }
      updatedAt = reviewed ? reviewedAt : uploadedAt;
    }

    if (activatedAt) move('active', activatedAt);
    if (plan.ended) {
      move(plan.status, at(plan.ended.day, '14:45'), plan.ended.reason);
    }

    const accountNumber = plan.activation?.accountNumber ?? '';
    const data: DemoData = {
      name: plan.person.name,
      phone: plan.person.phone,
      email: emailOf(plan.person),
      countryOfResidence: plan.person.country,
      address: plan.address,
      idType: plan.idType,
      idNumberMasked: maskBankNumber(plan.idNumber),
      accountNumberMasked: maskBankNumber(accountNumber),
      products: plan.products,
      status,
      agentId: agent.uid,
      agentName: agent.displayName,
      requestId: request ? demoRequestId(request.key) : null,
      requestReference: request?.reference ?? null,
      activationCount: activatedAt ? 1 : 0,
      activatedAt,
      openingDepositCents: plan.activation?.depositCents ?? 0,
      searchTokens: bankClientSearchTokens({ name: plan.person.name, phone: plan.person.phone }),
      idNumberHash: bankIdNumberHash(plan.idNumber),
      createdAt,
      createdBy: agent.uid,
      updatedAt: Timestamp.fromMillis(Math.max(updatedAt.toMillis(), statusChangedAt.toMillis())),
      statusChangedAt,
    };
    const notes = noteOf(
      id,
      plan.note,
      agent,
      at(Math.min((plan.kycDay ?? plan.createdDay) + 1, 0), '16:10'),
    );
    return {
      id,
      data,
      numbers: { idNumber: plan.idNumber, accountNumber },
      documents,
      history: numbered(id, entries),
      notes,
      files,
    };
  });

  // ---- Commission rules (a year ago) and the commissions of the activations
  const effectiveFrom = at(-365, '00:00');
  const commissionRules = BANK_PRODUCTS.map((product) => {
    const data: DemoData = {
      ...DEFAULT_COMMISSION_RULES[product],
      effectiveFrom,
      updatedBy: people.admin.uid,
      updatedByName: people.admin.displayName,
    };
    return { id: product, data, versions: [{ id: `${product}-v1`, data }] };
  });

  const commissions: DemoRecord[] = clients.flatMap((client, index) => {
    const activatedAt = client.data.activatedAt as Timestamp | null;
    const plan = CLIENTS[index] as ClientPlan;
    if (!activatedAt) return [];
    const { amountCents, lines } = commissionForActivation(
      plan.products,
      DEFAULT_COMMISSION_RULES,
      plan.activation?.depositCents ?? 0,
    );
    return [
      {
        id: commissionIdOf(client.id, 1),
        data: {
          agentId: client.data.agentId,
          agentName: client.data.agentName,
          clientId: client.id,
          clientName: client.data.name,
          products: plan.products,
          amountCents,
          currency: COMMISSION_CURRENCY,
          month: activationDate(plan).slice(0, 7),
          earnedAt: activatedAt,
          lines,
        },
      },
    ];
  });

  // Planned on the wall clock, then today's times that have not come yet moved to just before
  // now, in order (a request "received at 15:40" or a client "activated at 07:05" seeded at
  // 02:00 would be in the future).
  const past = pastOf(settings.timezone, today, seedMomentOf(settings, today, now));
  return {
    requests: mapTimestamps(requests, past).sort(
      (a, b) =>
        (b.data.createdAt as Timestamp).toMillis() - (a.data.createdAt as Timestamp).toMillis(),
    ),
    clients: mapTimestamps(clients, past),
    commissionRules: mapTimestamps(commissionRules, past),
    commissions: mapTimestamps(commissions, past),
    files: clients.flatMap((client) => client.files),
  };
}

/**
 * Every document of the demo bank desk to write, as {path, data}: requests with history, notes and
 * reference reservations; clients with private numbers, history, notes and (when Storage runs, so
 * that each record points at a real file) documents; the commission rules and their versions; the
 * commissions.
 */
export function demoBankWrites(
  bank: DemoBank,
  { withDocuments }: { withDocuments: boolean },
): { path: string; data: DemoData }[] {
  const sub = (parent: string, name: string, records: readonly DemoRecord[]) =>
    records.map((record) => ({ path: `${parent}/${name}/${record.id}`, data: record.data }));
  return [
    ...bank.requests.flatMap((request) => {
      const path = `${COLLECTIONS.bankRequests}/${request.id}`;
      return [
        { path, data: request.data },
        ...sub(path, SUBCOLLECTIONS.history, request.history),
        ...sub(path, SUBCOLLECTIONS.notes, request.notes),
        {
          path: `${COLLECTIONS.bankRequestReferences}/${String(request.data.reference)}`,
          data: { requestId: request.id, createdAt: request.data.createdAt },
        },
      ];
    }),
    ...bank.clients.flatMap((client) => {
      const path = `${COLLECTIONS.bankClients}/${client.id}`;
      return [
        { path, data: client.data },
        {
          path: `${path}/${SUBCOLLECTIONS.private}/${BANK_CLIENT_NUMBERS_DOC}`,
          data: client.numbers,
        },
        ...(withDocuments ? sub(path, SUBCOLLECTIONS.documents, client.documents) : []),
        ...sub(path, SUBCOLLECTIONS.history, client.history),
        ...sub(path, SUBCOLLECTIONS.notes, client.notes),
      ];
    }),
    ...bank.commissionRules.flatMap((rule) => {
      const path = `${COLLECTIONS.commissionRules}/${rule.id}`;
      return [{ path, data: rule.data }, ...sub(path, SUBCOLLECTIONS.versions, rule.versions)];
    }),
    ...bank.commissions.map((commission) => ({
      path: `${COLLECTIONS.commissions}/${commission.id}`,
      data: commission.data,
    })),
  ];
}
