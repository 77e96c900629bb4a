import {
  canMarkNoShow,
  MAX_RECALLS_BEFORE_NO_SHOW,
  VISIT_ACTION_LABELS,
  VISIT_MESSAGES,
  VISITOR_LIMITS,
  type VisitAction,
  type VisitRecord,
} from '@centre/domain/visits';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectInput } from '../../../components/select-input';
import type { ServiceOption } from '../../../data/services/converter';
import { useStaffOptions } from '../../../data/users/list-staff';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { useAssignVisit } from '../api/assign-visit';
import { useTransferVisit } from '../api/transfer-visit';
import { useUpdateVisit } from '../api/update-visit';
import { visitActionErrorMessage } from '../lib/error-message';
import { allowedActions } from '../lib/lines';

/** The forms an action opens first. */
type Form = 'complete' | 'transfer' | 'assign';
type Open = null | Form;

/**
 * What can be done to a visit now: the buttons its status allows, enabled for manage_visits
 * holders. Complete asks for the outcome (required); Transfer for the service; Assign for the
 * colleague. No-show waits until the visitor was called MAX_RECALLS_BEFORE_NO_SHOW more times.
 *
 * An action made changes the buttons (the clicked one goes), so the page moves focus where it
 * says what happened (`onActed`: the visit's heading); a refused one returns focus to its button.
 * While an action runs its button keeps focus (aria-disabled, not disabled; clicks ignored). A
 * form that opens takes focus to its field; Not now (or its button again) closes it and gives
 * focus back to the button that opened it.
 */
export function VisitActions({
  visit,
  canManage,
  uid,
  services,
  onActed,
}: {
  visit: VisitRecord;
  canManage: boolean;
  uid: string;
  services: readonly ServiceOption[];
  /** Once an action is made: moves focus to what shows the visit now. */
  onActed?: () => void;
}) {
  const { t } = useTranslation('visits');
  const update = useUpdateVisit(uid);
  const transfer = useTransferVisit(uid);
  const assign = useAssignVisit();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  /** The action running now, read by clicks made before the render that shows it. */
  const running = useRef<string | null>(null);
  /** The form that just opened, whose first field takes focus once it shows. */
  const opened = useRef<Form | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The buttons by action or form, to give focus back after a refusal. */
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const buttonRef = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
  };
  const staff = useStaffOptions();

  useEffect(() => {
    if (opened.current === null || opened.current !== open) return;
    opened.current = null;
    formRef.current?.querySelector<HTMLElement>('textarea, select, input')?.focus();
  }, [open]);

  const allowed = allowedActions(visit.status);
  const label = (action: keyof typeof VISIT_ACTION_LABELS) => labelOf(VISIT_ACTION_LABELS, action);

  if (!canManage) return <p className="text-muted">{t('actions.viewOnly')}</p>;
  if (!Object.values(allowed).some(Boolean)) {
    return <p className="text-muted">{t('actions.closed')}</p>;
  }

  const run = async (key: string, call: () => Promise<unknown>) => {
    if (running.current !== null) return;
    running.current = key;
    setFailure(null);
    setPending(key);
    try {
      await call();
    } catch (error) {
      running.current = null;
      // Rendered at once, so that the button is enabled again when focus returns to it.
      flushSync(() => {
        setFailure(visitActionErrorMessage(error));
        setPending(null);
      });
      buttons.current.get(key)?.focus();
      return;
    }
    running.current = null;
    setOpen(null);
    setOutcome('');
    setPending(null);
    onActed?.();
  };
  const act = (action: VisitAction, note = '') =>
    run(action, () =>
      update.mutateAsync({ visitId: visit.id, action, expectedStatus: visit.status, note }),
    );

  const recallsLeft = Math.max(0, MAX_RECALLS_BEFORE_NO_SHOW - visit.recallCount);
  const busy = pending !== null;

  /** Opens `form` (its field takes focus), or closes it; closed, focus goes back to its button. */
  const toggleForm = (form: Form) => {
    if (open === form) {
      setOpen(null);
      buttons.current.get(`open:${form}`)?.focus();
      return;
    }
    opened.current = form;
    setOpen(form);
  };
  /** The button that opens (or closes) one of the forms below. */
  const formButton = (form: Form, variant?: ButtonVariant) => (
    <Button
      ref={buttonRef(`open:${form}`)}
      variant={variant}
      disabled={busy}
      aria-expanded={open === form}
      onClick={() => toggleForm(form)}
    >
      {label(form)}
    </Button>
  );
  /** The button that takes `action` at once; `more` for one that may wait (no-show) or counts. */
  const actButton = (
    action: VisitAction,
    variant?: ButtonVariant,
    more: { disabled?: boolean; describedBy?: string | undefined; suffix?: string } = {},
  ) => (
    <Button
      ref={buttonRef(action)}
      variant={variant}
      loading={pending === action}
      disabled={(busy && pending !== action) || more.disabled === true}
      aria-describedby={more.describedBy}
      onClick={() => void act(action)}
    >
      {label(action)}
      {more.suffix}
    </Button>
  );
  /** An open form: its fields, then the button that confirms it; `submit` checks and acts. */
  const actionForm = (form: Form, submit: () => void, fields: ReactNode, confirm: string) => (
    <form
      ref={formRef}
      className="visit-actions__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
    >
      {fields}
      <div className="action-row">
        <Button
          ref={buttonRef(form)}
          type="submit"
          loading={pending === form}
          disabled={busy && pending !== form}
        >
          {confirm}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => toggleForm(form)}>
          {t('actions.notNow')}
        </Button>
      </div>
    </form>
  );

  return (
    <div className="visit-actions">
      <div className="action-row" role="group" aria-label={t('actions.label')}>
        {allowed.recall &&
          actButton('recall', 'secondary', {
            suffix: visit.recallCount > 0 ? ` (${visit.recallCount})` : '',
          })}
        {allowed.start && actButton('start')}
        {allowed.complete && formButton('complete')}
        {allowed.noShow &&
          actButton('no_show', 'outline', {
            disabled: !canMarkNoShow(visit),
            describedBy: canMarkNoShow(visit) ? undefined : `no-show-help-${visit.id}`,
          })}
        {allowed.transfer && formButton('transfer', 'outline')}
        {allowed.assign && formButton('assign', 'outline')}
        {allowed.cancel && actButton('cancel', 'danger')}
      </div>
      {allowed.noShow && !canMarkNoShow(visit) && (
        <p id={`no-show-help-${visit.id}`} className="field__helper">
          {t('actions.noShowAfter', { count: recallsLeft })}
        </p>
      )}
      {open === 'complete' &&
        actionForm(
          'complete',
          () => {
            if (!outcome.trim()) {
              setOutcomeError(t('actions.outcomeRequired'));
              return;
            }
            setOutcomeError(null);
            void act('complete', outcome.trim());
          },
          <div className="field">
            <label htmlFor={`outcome-${visit.id}`} className="field__label">
              {t('actions.outcome')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <textarea
              id={`outcome-${visit.id}`}
              className={outcomeError ? 'field__input field__input--invalid' : 'field__input'}
              rows={3}
              required
              maxLength={VISITOR_LIMITS.outcome}
              aria-invalid={outcomeError ? true : undefined}
              aria-describedby={outcomeError ? `outcome-${visit.id}-error` : undefined}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value)}
            />
            {outcomeError && (
              <p id={`outcome-${visit.id}-error`} className="field__error" role="alert">
                {outcomeError}
              </p>
            )}
          </div>,
          t('actions.confirmComplete'),
        )}
      {open === 'transfer' &&
        actionForm(
          'transfer',
          () => {
            if (!serviceId) return setFailure(translateMessage(VISIT_MESSAGES.service));
            void run('transfer', () =>
              transfer.mutateAsync({
                visitId: visit.id,
                serviceId,
                expectedStatus: visit.status,
              }),
            );
          },
          <SelectInput
            id={`transfer-${visit.id}`}
            label={t('actions.transferTo')}
            placeholder={t('actions.chooseService')}
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
            options={services
              .filter((service) => service.id !== visit.serviceId)
              .map((service) => ({ value: service.id, label: service.name }))}
          />,
          t('actions.confirmTransfer'),
        )}
      {open === 'assign' &&
        actionForm(
          'assign',
          () => {
            if (!assigneeId) return setFailure(translateMessage(VISIT_MESSAGES.assignee));
            void run('assign', () => assign.mutateAsync({ visitId: visit.id, assigneeId }));
          },
          <SelectInput
            id={`assign-${visit.id}`}
            label={t('actions.assignTo')}
            placeholder={staff.isPending ? t('actions.loadingStaff') : t('actions.chooseColleague')}
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
            options={(staff.data ?? []).map((option) => ({
              value: option.value,
              label: option.label,
            }))}
          />,
          t('actions.confirmAssign'),
        )}
      <FormAlert message={failure} />
    </div>
  );
}
