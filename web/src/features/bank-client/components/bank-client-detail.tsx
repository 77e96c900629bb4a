import { COLLECTIONS } from '@centre/domain/collections';
import {
  BANK_CLIENT_STATUSES_NEEDING_REASON,
  BANK_CLIENT_TRANSITIONS,
  BANK_MESSAGES,
  BANK_REQUEST_LIMITS,
  canManageBankServices,
  canSeeBankClientNumbers,
  canViewBankServices,
  missingKycDocuments,
  type BankClientStatus,
} from '@centre/domain/bank';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordAssignment, type StaffChoice } from '../../../components/assignee-form';
import { Button, type ButtonVariant } from '../../../components/button';
import { ContactRows } from '../../../components/contact-rows';
import { HistoryTimeline } from '../../../components/history-timeline';
import { NotesPanel } from '../../../components/notes-panel';
import { Panel } from '../../../components/panel';
import { StatusPill, type PillTone } from '../../../components/pill';
import { RecordDetailPage } from '../../../components/record-detail-page';
import { ToastedStatusActions } from '../../../components/toasted-status-actions';
import type { BankClient } from '../../../data/bank-clients/converter';
import type { BankClientHistoryEntry } from '../../../data/bank-clients/detail-converters';
import { useBankClient } from '../../../data/bank-clients/get-bank-client';
import { useBankClientNumbers } from '../../../data/bank-clients/get-bank-client-numbers';
import { useBankClientDocuments } from '../../../data/bank-clients/list-bank-client-documents';
import { useBankClientHistory } from '../../../data/bank-clients/list-bank-client-history';
import { useBankClientNotes } from '../../../data/bank-clients/list-bank-client-notes';
import type { CurrentStaff } from '../../../data/users/session-user';
import { bankCountryLabel } from '../../../lib/bank-country';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import {
  useAddBankClientNote,
  useAssignBankClient,
  useChangeBankClientStatus,
} from '../api/bank-client-mutations';
import { describeBankClientError } from '../utils/error-message';
import {
  ACTION_LABELS,
  clientStatusLabel,
  idTypeLabel,
  kycDocumentLabel,
  productLabel,
} from '../utils/labels';
import { ActivateClientDialog } from './activate-client-dialog';
import { EditDetailsDialog } from './edit-details-dialog';
import { KycChecklist } from './kyc-checklist';
import '../bank-client.css';

/** The bank desk's lists (the page the client is reached from). */
export const BANK_SERVICES_PATH = '/bank-services';

export interface BankClientDetailProps {
  clientId: string;
  currentUser: CurrentStaff;
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
}

/** One bank client: status and moves, agent, identity, products, KYC checklist, notes, history. */
export function BankClientDetail(props: BankClientDetailProps) {
  const { t } = useTranslation('bank-client');
  const canView = canViewBankServices(props.currentUser);
  const client = useBankClient(props.clientId, canView);

  return (
    <RecordDetailPage
      back={{ to: BANK_SERVICES_PATH, label: t('back') }}
      title={t('title')}
      record={client}
      canView={canView}
      words={(key) => t(key)}
    >
      {(data, header) => <ClientView {...props} client={data} header={header} />}
    </RecordDetailPage>
  );
}

const STATUS_TONES: Partial<Record<BankClientStatus, PillTone>> = {
  kyc_pending: 'warning',
  declined: 'danger',
  closed: 'neutral',
};

const ACTION_VARIANTS: Partial<Record<BankClientStatus, ButtonVariant>> = {
  kyc_pending: 'primary',
  declined: 'danger',
};

function ClientView({
  client,
  currentUser,
  staffOptions,
  staffUnavailable,
  header,
}: BankClientDetailProps & { client: BankClient; header: (title: ReactNode) => ReactNode }) {
  const { t } = useTranslation('bank-client');
  const canManage = canManageBankServices(currentUser);
  const numbers = useBankClientNumbers(client.id, canSeeBankClientNumbers(currentUser, client));
  const history = useBankClientHistory(client.id);
  const notes = useBankClientNotes(client.id);
  const changeStatus = useChangeBankClientStatus().mutateAsync;
  const assign = useAssignBankClient().mutateAsync;
  const addNote = useAddBankClientNote().mutateAsync;
  const [editing, setEditing] = useState(false);
  const full = numbers.data ?? null;

  const next = BANK_CLIENT_TRANSITIONS[client.status];
  return (
    <>
      {header(client.name || t('title'))}
      <p className="page__lead">
        <StatusPill
          status={client.status}
          tones={STATUS_TONES}
          label={clientStatusLabel}
          testId="client-status"
        />{' '}
        {client.requestReference
          ? t('lead.fromRequest', { reference: client.requestReference })
          : t('lead.direct')}
      </p>

      <div className="panel-grid">
        <Panel titleId="section-status" title={t('sections.status')}>
          <p>
            {t('status.current')} <strong>{clientStatusLabel(client.status)}</strong>
            {client.statusChangedAt && (
              <span className="text-muted">
                {' '}
                {t('status.since', { date: formatDateTime(client.statusChangedAt) })}
              </span>
            )}
          </p>
          {client.activatedAt && (
            <p>{t('status.activatedAt', { date: formatDateTime(client.activatedAt) })}</p>
          )}
          {canManage && next.includes('active') && (
            <ActivateClient
              clientId={client.id}
              products={client.products}
              status={client.status}
            />
          )}
          <ToastedStatusActions
            subject="bankClient"
            record={`${COLLECTIONS.bankClients}/${client.id}`}
            nextStatuses={next.filter((status) => status !== 'active')}
            actionLabels={ACTION_LABELS}
            actionVariants={ACTION_VARIANTS}
            canManage={canManage}
            noteMax={BANK_REQUEST_LIMITS.reason}
            noteLabel={t('status.noteLabel')}
            noteRequiredFor={BANK_CLIENT_STATUSES_NEEDING_REASON}
            noteRequiredMessage={translateMessage(BANK_MESSAGES.reasonRequired)}
            change={(to, note) =>
              changeStatus({ clientId: client.id, to, expectedStatus: client.status, note })
            }
            describeError={describeBankClientError}
            changedMessage={(to) => t('status.changed', { status: clientStatusLabel(to) })}
          />
        </Panel>

        <Panel titleId="section-agent" title={t('sections.agent')}>
          <RecordAssignment
            canManage={canManage}
            assignedTo={client.agentId}
            assignedToName={client.agentName}
            staffOptions={staffOptions}
            staffUnavailable={staffUnavailable}
            words={(key) => t(`agent.${key}`)}
            save={(assigneeId) => assign({ clientId: client.id, assigneeId })}
            describeError={describeBankClientError}
          />
        </Panel>

        <Panel titleId="section-identity" title={t('sections.identity')}>
          <dl className="details-list">
            <dt>{t('fields.name')}</dt>
            <dd>{client.name}</dd>
            <ContactRows contact={client} term={(field) => t(`fields.${field}`)} />
            <dt>{t('fields.country')}</dt>
            <dd>{bankCountryLabel(client.countryOfResidence)}</dd>
            <dt>{t('fields.idType')}</dt>
            <dd>{idTypeLabel(client.idType) || '—'}</dd>
            <dt>{t('fields.idNumber')}</dt>
            <dd data-testid="id-number">
              <SensitiveNumber full={full?.idNumber} masked={client.idNumberMasked} />
            </dd>
            <dt>{t('fields.accountNumber')}</dt>
            <dd data-testid="account-number">
              <SensitiveNumber full={full?.accountNumber} masked={client.accountNumberMasked} />
            </dd>
            <dt>{t('fields.products')}</dt>
            <dd>
              {client.products.length ? (
                <ul className="bank-plain-list">
                  {client.products.map((product) => (
                    <li key={product}>{productLabel(product)}</li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('fields.request')}</dt>
            <dd>{client.requestReference || '—'}</dd>
          </dl>
          {canManage && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('edit.open')}
              </Button>
              <EditDetailsDialog
                open={editing}
                onClose={() => setEditing(false)}
                client={client}
                idNumber={full?.idNumber ?? null}
              />
            </>
          )}
        </Panel>

        <Panel titleId="section-kyc" title={t('sections.kyc')} wide>
          <KycChecklist clientId={client.id} products={client.products} canManage={canManage} />
        </Panel>

        <Panel titleId="section-notes" title={t('sections.notes')}>
          <NotesPanel
            record={`${COLLECTIONS.bankClients}/${client.id}`}
            notes={notes}
            canManage={canManage}
            maxLength={BANK_REQUEST_LIMITS.note}
            add={(body) => addNote({ clientId: client.id, body })}
            describeError={describeBankClientError}
            words={(key, values) => t(`notes.${key}`, values)}
          />
        </Panel>

        <Panel titleId="section-history" title={t('sections.history')}>
          <HistoryTimeline<BankClientHistoryEntry>
            history={history}
            describe={(entry) => describeHistory(entry, t)}
            actor={(entry) =>
              entry.byName || entry.by
                ? t('history.by', { name: entry.byName ?? entry.by })
                : t('history.system')
            }
          />
        </Panel>
      </div>
    </>
  );
}

type BankClientT = ReturnType<typeof useTranslation<'bank-client'>>['t'];

/** One history entry in words (the note, when there is one, is shown by the timeline). */
function describeHistory(entry: BankClientHistoryEntry, t: BankClientT): string {
  switch (entry.kind) {
    case 'created':
      return t('history.created');
    case 'converted':
      return t('history.converted');
    case 'details':
      return t('history.details');
    case 'document':
      return t('history.document');
    case 'assignment':
      return entry.to
        ? t('history.assigned', { name: entry.toName ?? entry.to })
        : t('history.unassigned');
    default:
      return t('history.status', {
        from: clientStatusLabel(entry.from),
        to: clientStatusLabel(entry.to),
      });
  }
}

/** A full number when the user may read it, else its masked form, marked as masked. */
function SensitiveNumber({
  full,
  masked,
}: {
  full: string | null | undefined;
  masked: string | null;
}) {
  const { t } = useTranslation('bank-client');
  if (full) return <>{full}</>;
  if (!masked) return <>—</>;
  return (
    <>
      <span aria-hidden="true">{masked}</span>
      <span className="visually-hidden">{t('masked.spoken', { last: masked.slice(-4) })}</span>{' '}
      <span className="pill pill--neutral">{t('masked.hint')}</span>
    </>
  );
}

/**
 * "Activate client": opens the activation dialog; disabled, with the documents still to be
 * verified listed under it, while the KYC checklist is not complete (the callable checks too).
 */
function ActivateClient({
  clientId,
  products,
  status,
}: {
  clientId: string;
  products: BankClient['products'];
  status: BankClientStatus;
}) {
  const { t } = useTranslation('bank-client');
  const id = useId();
  const [open, setOpen] = useState(false);
  const documents = useBankClientDocuments(clientId);
  const missing = documents.data ? missingKycDocuments(products, documents.data) : null;
  // Why the button is disabled: the documents still to verify, or that they are being read.
  const why =
    missing === null
      ? t('activate.checking')
      : missing.length > 0
        ? t('activate.blocked', { documents: missing.map(kycDocumentLabel).join(', ') })
        : null;
  const blocked = why !== null;
  return (
    <div className="activate-client">
      <Button
        variant="primary"
        disabled={blocked}
        aria-describedby={blocked ? `${id}-why` : undefined}
        onClick={() => setOpen(true)}
      >
        {t('activate.open')}
      </Button>
      {why && (
        <p id={`${id}-why`} className="text-muted">
          {why}
        </p>
      )}
      <ActivateClientDialog
        open={open}
        onClose={() => setOpen(false)}
        clientId={clientId}
        expectedStatus={status}
      />
    </div>
  );
}
