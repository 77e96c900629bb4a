import { hasPermission } from '@centre/domain/access';
import type { MailDeliveryState } from '@centre/domain/mail';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  CursorListResults,
  cursorListWords,
  useCursorStack,
} from '../../../components/list-controls';
import { Pill, type PillTone } from '../../../components/pill';
import { RichText } from '../../../components/rich-text';
import type { MailRecord } from '../../../data/mail/converter';
import { MAIL_STATE_FILTERS } from '../../../data/mail/keys';
import type { MailCursor } from '../../../data/mail/list-query';
import { useMailPage } from '../../../data/mail/list-mail-page';
import type { CurrentStaff } from '../../../data/users/session-user';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime } from '../../../lib/format';
import { useSearchParamUpdate } from '../../../lib/use-search-param-update';
import { useRetryMail } from '../api/retry-mail';
import { describeRetryError } from '../utils/error-message';
import { isOneOf } from '../../../lib/is-one-of';

/** maildev's web page, where `npm start` and the tests catch the mails (functions/src/config.ts). */
export const MAIL_SINK_URL = 'http://127.0.0.1:1080';

const STATE_TONES: Record<MailDeliveryState, PillTone> = {
  PENDING: 'default',
  PROCESSING: 'default',
  RETRY: 'warning',
  SUCCESS: 'neutral',
  ERROR: 'danger',
};

const isStateFilter = isOneOf(MAIL_STATE_FILTERS);

export interface MailOutboxProps {
  currentUser: CurrentStaff | null;
  /** On the emulators: say where the local mail sink shows the mails. */
  showSinkNote?: boolean;
}

/**
 * /admin/mail: the outbox (mail/{id}), newest first in cursor pages of 25, filtered by state in
 * the address (?state=failed|waiting|sent); a failed mail can be sent again (retryMail).
 */
export function MailOutbox({ currentUser, showSinkNote = false }: MailOutboxProps) {
  const { t } = useTranslation('mail-outbox');
  const { searchParams, update } = useSearchParamUpdate();
  const stateParam = searchParams.get('state') ?? '';
  const filters = { state: isStateFilter(stateParam) ? stateParam : '' } as const;
  const { pageIndex, after, goNext, goPrevious } = useCursorStack<MailCursor>(filters.state);
  const page = useMailPage(filters, pageIndex, after);
  const canRetry = hasPermission(currentUser, 'manage_users');

  return (
    <>
      <p className="page__lead">{t('lead')}</p>
      {showSinkNote && (
        <p className="notice" data-testid="mail-sink-note">
          <RichText
            text={t('emulatorNote', { url: MAIL_SINK_URL })}
            components={{
              // RichText puts the tagged words (the address) inside the link.
              sink: (
                <a href={MAIL_SINK_URL} target="_blank" rel="noreferrer">
                  {MAIL_SINK_URL}
                </a>
              ),
            }}
          />
        </p>
      )}

      <nav aria-label={t('filters.label')}>
        <ul className="filter-chips">
          {MAIL_STATE_FILTERS.map((state) => (
            <li key={state || 'all'}>
              <button
                type="button"
                className="toggle-chip filter-chip"
                aria-pressed={filters.state === state}
                onClick={() => update({ state })}
              >
                {t(`filters.${state || 'all'}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <CursorListResults
        page={page}
        pageIndex={pageIndex}
        filtered={filters.state !== ''}
        isPermissionDenied={isPermissionDenied}
        words={cursorListWords((key, options) => t(key, options))}
        onPrevious={goPrevious}
        onNext={(last) => goNext(last as MailCursor | null)}
        table={(rows, busy) => <MailTable rows={rows} busy={busy} canRetry={canRetry} />}
      />
    </>
  );
}

function MailTable({
  rows,
  busy,
  canRetry,
}: {
  rows: readonly MailRecord[];
  busy: boolean;
  canRetry: boolean;
}) {
  const { t } = useTranslation('mail-outbox');
  const columns: DataTableColumn<MailRecord>[] = [
    { id: 'to', header: t('table.to'), rowHeader: true, cell: (mail) => mail.to },
    {
      id: 'template',
      header: t('table.template'),
      cell: (mail) => t(`templates.${mail.render.template}`),
    },
    {
      id: 'language',
      header: t('table.language'),
      cell: (mail) => t(`languages.${mail.render.language}`),
    },
    {
      id: 'state',
      header: t('table.state'),
      cell: (mail) => (
        <Pill tone={STATE_TONES[mail.delivery.state]}>{t(`states.${mail.delivery.state}`)}</Pill>
      ),
    },
    { id: 'attempts', header: t('table.attempts'), cell: (mail) => mail.delivery.attempts },
    { id: 'created', header: t('table.created'), cell: (mail) => formatDateTime(mail.createdAt) },
    {
      id: 'error',
      header: t('table.lastError'),
      cell: (mail) =>
        mail.delivery.error || <span className="text-muted">{t('table.noError')}</span>,
    },
    {
      id: 'actions',
      header: t('table.actions'),
      cell: (mail) =>
        canRetry && mail.delivery.state === 'ERROR' ? <RetryButton mail={mail} /> : null,
    },
  ];
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={rows}
      rowKey={(mail) => mail.id}
      busy={busy}
    />
  );
}

/** "Send again": retryMail for one failed mail, with a snackbar of how it went. */
function RetryButton({ mail }: { mail: MailRecord }) {
  const { t } = useTranslation('mail-outbox');
  const { enqueueSnackbar } = useSnackbar();
  const retry = useRetryMail();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={retry.isPending}
      onClick={() =>
        retry.mutate(
          { mailId: mail.id },
          {
            onSuccess: () => enqueueSnackbar(t('retry.done'), { variant: 'success' }),
            onError: (error) => enqueueSnackbar(describeRetryError(error), { variant: 'error' }),
          },
        )
      }
    >
      {t('retry.button')}
    </Button>
  );
}
