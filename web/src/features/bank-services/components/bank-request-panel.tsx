import { COLLECTIONS } from '@centre/domain/collections';
import {
  BANK_MESSAGES,
  BANK_PRODUCT_KYC,
  BANK_REQUEST_ACTION_LABELS,
  BANK_REQUEST_LIMITS,
  BANK_REQUEST_MOVES,
  BANK_REQUEST_TRANSITIONS,
  KYC_DOCUMENT_LABELS,
  canManageBankServices,
  type BankRequestMove,
} from '@centre/domain/bank';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import toast, { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RecordAssignment, type StaffChoice } from '../../../components/assignee-form';
import { Button } from '../../../components/button';
import { WorkflowHistory } from '../../../components/history-timeline';
import { LoadFailedNotice } from '../../../components/load-failed-notice';
import { NotesPanel } from '../../../components/notes-panel';
import { Spinner } from '../../../components/spinner';
import { ToastedStatusActions } from '../../../components/toasted-status-actions';
import type { BankHistoryEntry, BankRequest } from '../../../data/bank-requests/converter';
import { useBankRequest } from '../../../data/bank-requests/get-bank-request';
import { useBankRequestHistory } from '../../../data/bank-requests/list-bank-request-history';
import { useBankRequestNotes } from '../../../data/bank-requests/list-bank-request-notes';
import type { CurrentStaff } from '../../../data/users/session-user';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime } from '../../../lib/format';
import { bankCountryLabel } from '../../../lib/bank-country';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { useAddBankRequestNote } from '../api/add-bank-request-note';
import { useAssignBankRequest } from '../api/assign-bank-request';
import { useChangeBankRequestStatus } from '../api/change-bank-request-status';
import { useConvertBankRequest } from '../api/convert-bank-request';
import { describeBankError } from '../utils/error-message';
import { contactTimeLabel, productLabel, requestStatusLabel } from '../utils/labels';
import { bankClientPath } from '../utils/paths';
import { BankRequestStatusPill } from './status-pill';

export interface BankRequestPanelProps {
  requestId: string;
  currentUser: CurrentStaff;
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
  onClose: () => void;
}

/** One part of the request's panel, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** The request opened from the list (?request=<id>), under the table. */
export function BankRequestPanel(props: BankRequestPanelProps) {
  const { t } = useTranslation('bank-services');
  const request = useBankRequest(props.requestId);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the keyboard and screen reader go to it.
  useEffect(() => heading.current?.focus(), []);
  const title = request.data?.reference
    ? t('request.title', { reference: request.data.reference })
    : t('request.titlePending');
  return (
    <section className="bank-request-panel" aria-labelledby={titleId}>
      <div className="page-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={props.onClose}>
          {t('request.close')}
        </Button>
      </div>
      {request.isPending ? (
        <Spinner label={t('request.loading')} />
      ) : request.isError ? (
        <LoadFailedNotice
          message={isPermissionDenied(request.error) ? t('readDenied') : t('request.loadFailed')}
          onRetry={isPermissionDenied(request.error) ? undefined : () => void request.refetch()}
          retryLabel={t('tryAgain')}
        />
      ) : !request.data ? (
        <p className="notice" role="alert">
          {t('request.notFound')}
        </p>
      ) : (
        <RequestView {...props} request={request.data} />
      )}
    </section>
  );
}

function RequestView({
  request,
  currentUser,
  staffOptions,
  staffUnavailable,
}: BankRequestPanelProps & { request: BankRequest }) {
  const { t } = useTranslation('bank-services');
  const navigate = useNavigate();
  const canManage = canManageBankServices(currentUser);
  const history = useBankRequestHistory(request.id);
  const notes = useBankRequestNotes(request.id);
  const changeStatus = useChangeBankRequestStatus().mutateAsync;
  const assign = useAssignBankRequest().mutateAsync;
  const addNote = useAddBankRequestNote().mutateAsync;
  const convert = useConvertBankRequest();
  const [convertError, setConvertError] = useState<string | null>(null);
  const moves = BANK_REQUEST_TRANSITIONS[request.status].filter((to): to is BankRequestMove =>
    (BANK_REQUEST_MOVES as readonly string[]).includes(to),
  );

  async function convertToClient() {
    setConvertError(null);
    try {
      const { clientId } = await convert.mutateAsync({
        requestId: request.id,
        expectedStatus: request.status,
      });
      toast.success(t('request.convert.done'));
      void navigate(bankClientPath(clientId));
    } catch (failure) {
      const message = describeBankError(failure);
      setConvertError(message);
      toast.error(message, SHOWN_NOT_SPOKEN);
    }
  }

  return (
    <div className="panel-grid">
      <Part title={t('request.sections.contact')}>
        <dl className="details-list">
          <dt>{t('request.contact.name')}</dt>
          <dd>{request.name || '—'}</dd>
          <dt>{t('request.contact.phone')}</dt>
          <dd>{request.phone ? <a href={`tel:${request.phone}`}>{request.phone}</a> : '—'}</dd>
          <dt>{t('request.contact.email')}</dt>
          <dd>{request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : '—'}</dd>
          <dt>{t('request.contact.country')}</dt>
          <dd>{bankCountryLabel(request.countryOfResidence)}</dd>
          <dt>{t('request.contact.contactTime')}</dt>
          <dd>{contactTimeLabel(request.preferredContactTime)}</dd>
          <dt>{t('request.contact.language')}</dt>
          <dd>{t(`languages.${request.language}`)}</dd>
          <dt>{t('request.contact.received')}</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
        </dl>
      </Part>

      <Part title={t('request.sections.product')}>
        <p>
          <strong>{productLabel(request.product)}</strong>
        </p>
        <p>{t('request.kycLead')}</p>
        <ul>
          {BANK_PRODUCT_KYC[request.product].map((kind) => (
            <li key={kind}>{labelOf(KYC_DOCUMENT_LABELS, kind)}</li>
          ))}
        </ul>
      </Part>

      <Part title={t('request.sections.status')}>
        <p className="status-current">
          <span>{t('request.status.current')}</span>{' '}
          <BankRequestStatusPill status={request.status} />
        </p>
        {canManage ? (
          <>
            <ToastedStatusActions
              subject="bankRequest"
              record={`${COLLECTIONS.bankRequests}/${request.id}`}
              nextStatuses={moves}
              actionLabels={BANK_REQUEST_ACTION_LABELS}
              actionVariants={{ closed: 'danger' }}
              canManage
              noteMax={BANK_REQUEST_LIMITS.note}
              noteLabel={t('request.status.noteLabel')}
              noteRequiredFor={['closed']}
              noteRequiredMessage={translateMessage(BANK_MESSAGES.reasonRequired)}
              // expectedStatus: what this panel shows; a move someone else made first is refused.
              change={(to, note) =>
                changeStatus({ requestId: request.id, to, expectedStatus: request.status, note })
              }
              describeError={describeBankError}
              changedMessage={(to) =>
                t('request.status.changed', { status: requestStatusLabel(to) })
              }
              moreActions={
                request.status === 'contacted' && (
                  <Button
                    loading={convert.isPending}
                    onClick={() => void convertToClient()}
                    aria-describedby={convertError ? `convert-error-${request.id}` : undefined}
                  >
                    {labelOf(BANK_REQUEST_ACTION_LABELS, 'converted')}
                  </Button>
                )
              }
            />
            {convertError && (
              <p id={`convert-error-${request.id}`} className="text-error" role="alert">
                {convertError}
              </p>
            )}
          </>
        ) : (
          <p className="text-muted">{t('readOnly')}</p>
        )}
        {request.clientId && (
          <p>
            <Button variant="outline" size="sm" to={bankClientPath(request.clientId)}>
              {t('request.openClient')}
            </Button>
          </p>
        )}
      </Part>

      <Part title={t('request.sections.assignment')}>
        <RecordAssignment
          canManage={canManage}
          assignedTo={request.assignedTo}
          assignedToName={request.assignedToName}
          staffOptions={staffOptions}
          staffUnavailable={staffUnavailable}
          words={(key) => t(`assignment.${key}`)}
          save={(assigneeId) => assign({ requestId: request.id, assigneeId })}
          describeError={describeBankError}
        />
      </Part>

      <Part title={t('request.sections.notes')}>
        <NotesPanel
          record={`${COLLECTIONS.bankRequests}/${request.id}`}
          notes={notes}
          canManage={canManage}
          maxLength={BANK_REQUEST_LIMITS.note}
          add={(body) => addNote({ requestId: request.id, body })}
          describeError={describeBankError}
          words={(key, values) => t(`notes.${key}`, values)}
        />
      </Part>

      <Part title={t('request.sections.history')}>
        <WorkflowHistory<BankHistoryEntry>
          history={history}
          statusLabel={requestStatusLabel}
          words={(key, values) => t(`history.${key}`, values)}
          describeOther={(entry) =>
            entry.kind === 'converted'
              ? t('history.converted')
              : entry.kind === 'status'
                ? null
                : t('history.details')
          }
        />
      </Part>
    </div>
  );
}
