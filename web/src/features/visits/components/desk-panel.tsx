import {
  VISIT_MESSAGES,
  VISITOR_LIMITS,
  VISIT_ACTION_LABELS,
  type VisitRecord,
} from '@centre/domain/visits';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Panel } from '../../../components/panel';
import { QueryState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import type { DeskRecord } from '../../../data/desks/converter';
import { useMyDesk } from '../../../data/desks/get-my-desk';
import type { ServiceOption } from '../../../data/services/converter';
import { serviceNameOf } from '../../../data/services/service-name';
import { useVisit } from '../../../data/visits/get-visit';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { useFocusLater } from '../../../lib/use-focus-later';
import { useCallNextVisit } from '../api/call-next-visit';
import { useCloseDesk } from '../api/close-desk';
import { useOpenDesk } from '../api/open-desk';
import { visitActionErrorMessage } from '../lib/error-message';
import { VisitActions } from './visit-actions';
import { VisitStatusPill } from './visit-status';

function OpenDeskForm({
  desk,
  services,
  onDone,
  onSaved,
}: {
  desk: DeskRecord | null;
  services: readonly ServiceOption[];
  /** Editing an open desk: back to the desk (saved or kept as it is). */
  onDone?: () => void;
  /** Once the desk is opened or saved (it shows as soon as the live desk says so). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation('visits');
  const open = useOpenDesk();
  const [deskName, setDeskName] = useState(desk?.deskName ?? '');
  const [serviceIds, setServiceIds] = useState<string[]>(desk?.serviceIds ?? []);
  const [errors, setErrors] = useState<{ deskName?: string; services?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    const next = {
      deskName: deskName.trim() ? undefined : VISIT_MESSAGES.deskName,
      services: serviceIds.length ? undefined : VISIT_MESSAGES.deskServices,
    };
    setErrors(next);
    if (next.deskName || next.services) return;
    setFailure(null);
    try {
      await open.mutateAsync({ deskName: deskName.trim(), serviceIds });
      onSaved?.();
      onDone?.();
    } catch (error) {
      setFailure(visitActionErrorMessage(error));
    }
  };

  return (
    <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextInput
        id="desk-name"
        label={t('desk.name')}
        helperText={t('desk.nameHelp')}
        required
        maxLength={VISITOR_LIMITS.deskName}
        value={deskName}
        error={errors.deskName}
        onChange={(event) => setDeskName(event.target.value)}
      />
      <fieldset
        className="desk-form__services"
        aria-describedby={errors.services ? 'desk-services-error' : undefined}
      >
        <legend className="field__label">{t('desk.services')}</legend>
        <div className="desk-form__options">
          {services.map((service) => (
            <label key={service.id} className="checkbox">
              <input
                type="checkbox"
                checked={serviceIds.includes(service.id)}
                onChange={(event) =>
                  setServiceIds((before) =>
                    event.target.checked
                      ? [...before, service.id]
                      : before.filter((id) => id !== service.id),
                  )
                }
              />{' '}
              {service.name}
            </label>
          ))}
        </div>
        {errors.services && (
          <p id="desk-services-error" className="field__error" role="alert">
            {translateMessage(errors.services)}
          </p>
        )}
      </fieldset>
      <FormAlert message={failure} />
      <div className="action-row">
        <Button type="submit" loading={open.isPending}>
          {desk?.open ? t('desk.save') : t('desk.open')}
        </Button>
        {onDone && desk?.open && (
          <Button variant="ghost" onClick={onDone}>
            {t('desk.keep')}
          </Button>
        )}
      </div>
    </form>
  );
}

function CurrentVisit({
  visitId,
  activeVisits,
  uid,
  services,
  headingRef,
}: {
  visitId: string;
  activeVisits: readonly VisitRecord[];
  uid: string;
  services: readonly ServiceOption[];
  /** The visit's heading (ticket, visitor, status): where focus goes after each step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('visits');
  const live = activeVisits.find((visit) => visit.id === visitId);
  // A visit that just left the active list (completed) is read once to show how it ended.
  const read = useVisit(visitId, !live);
  const fresh = live ?? read.data ?? null;
  // While it is read, the visit as last shown stays (without its actions), so that the heading,
  // and the focus on it, stay too.
  const [known, setKnown] = useState<VisitRecord | null>(fresh);
  if (fresh && fresh !== known) setKnown(fresh);
  const visit = fresh ?? (read.isPending ? known : null);
  if (!visit) return read.isPending ? <Spinner label={t('desk.loadingVisit')} /> : null;
  return (
    <div className="current-visit" data-testid="current-visit">
      <h3
        ref={headingRef}
        className="current-visit__heading"
        tabIndex={-1}
        data-visit-id={visit.id}
      >
        <span className="current-visit__ticket">
          <Link to={`/visits/${visit.id}`}>{visit.ticket}</Link>
        </span>{' '}
        <span className="current-visit__who">
          <strong>{visit.visitorName}</strong> ·{' '}
          {serviceNameOf(services, visit.serviceId, visit.serviceName)}{' '}
          <VisitStatusPill status={visit.status} testId="current-visit-status" />
        </span>
      </h3>
      {visit.status === 'called' && visit.recallCount > 0 && (
        <p className="text-muted">{t('desk.recalls', { count: visit.recallCount })}</p>
      )}
      {visit.purpose && <p className="text-muted">{visit.purpose}</p>}
      {fresh ? (
        <VisitActions
          visit={visit}
          canManage
          uid={uid}
          services={services}
          onActed={() => headingRef.current?.focus()}
        />
      ) : (
        <Spinner label={t('desk.loadingVisit')} />
      )}
    </div>
  );
}

/**
 * Where focus goes once the panel shows what a step did: Call next's visit, its notice, or the
 * button again (refused); the desk (opened, saved or kept: Call next, else Change desk); the
 * desk's form (Change desk, Close desk).
 */
type FocusTarget = { visitId: string } | 'notice' | 'call' | 'desk' | 'form';

/** "My desk": open it, call the next visitor, and serve them. manage_visits holders only. */
export function DeskPanel({
  uid,
  services,
  activeVisits,
}: {
  uid: string;
  services: readonly ServiceOption[];
  activeVisits: readonly VisitRecord[];
}) {
  const { t } = useTranslation('visits');
  const desk = useMyDesk(uid);
  const callNext = useCallNextVisit(uid);
  const close = useCloseDesk();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const callRef = useRef<HTMLButtonElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const visitHeadingRef = useRef<HTMLHeadingElement>(null);
  // Call next stays focused while it works, then (a visit called) goes disabled: focus goes to the
  // called visit's heading once the desk shows it, to the notice when nobody waits, back to the
  // button when refused; the desk's form and the desk itself take it when they show. Only while
  // focus is lost (or still where the step began), so that it is never taken from elsewhere.
  const focusLater = useFocusLater((target: FocusTarget) => {
    const enabled = (button: HTMLButtonElement | null) => (button?.disabled ? null : button);
    if (target === 'notice') return noticeRef.current;
    if (target === 'call') return enabled(callRef.current);
    if (target === 'desk') return enabled(callRef.current) ?? changeRef.current;
    if (target === 'form') return document.getElementById('desk-name');
    const heading = visitHeadingRef.current;
    return heading?.dataset.visitId === target.visitId ? heading : null;
  });

  const currentId = desk.data?.currentVisitId ?? null;
  // The desk lets go of a visit when it ends; the panel keeps showing it (how it ended, its link)
  // until the next call.
  const [lastVisitId, setLastVisitId] = useState<string | null>(currentId);
  if (currentId && currentId !== lastVisitId) setLastVisitId(currentId);
  const shownVisitId = currentId ?? lastVisitId;
  const current = currentId ? activeVisits.find((visit) => visit.id === currentId) : undefined;
  const busyWithVisit = current?.status === 'called' || current?.status === 'in_service';

  const onCallNext = async () => {
    if (callNext.isPending) return;
    setNotice(null);
    setFailure(null);
    try {
      const answer = await callNext.mutateAsync();
      if (answer.visitId === null) {
        focusLater('notice');
        setNotice(translateMessage(VISIT_MESSAGES.queueEmpty));
      } else {
        focusLater({ visitId: answer.visitId });
      }
    } catch (error) {
      focusLater('call');
      setFailure(visitActionErrorMessage(error));
    }
  };

  const onClose = async () => {
    if (close.isPending) return;
    setFailure(null);
    try {
      await close.mutateAsync();
      focusLater('form');
    } catch (error) {
      setFailure(visitActionErrorMessage(error));
    }
  };

  return (
    <Panel titleId="desk-title" title={t('desk.title')} className="desk-panel">
      <QueryState
        query={desk}
        pendingLabel={t('desk.loading')}
        error={visitActionErrorMessage(desk.error)}
      >
        {(mine) =>
          !mine?.open || editing ? (
            <OpenDeskForm
              desk={mine}
              services={services}
              onSaved={() => focusLater('desk')}
              onDone={
                editing
                  ? () => {
                      focusLater('desk');
                      setEditing(false);
                    }
                  : undefined
              }
            />
          ) : (
            <>
              <p className="desk-panel__name">
                <strong data-testid="desk-name">{mine.deskName}</strong>
                <span className="text-muted">
                  {' '}
                  · {mine.serviceIds.map((id) => serviceNameOf(services, id)).join(', ')}
                </span>
              </p>
              <Button
                ref={(node: HTMLButtonElement | null) => {
                  callRef.current = node;
                }}
                size="lg"
                fullWidth
                className="desk-panel__call"
                loading={callNext.isPending}
                disabled={busyWithVisit}
                onClick={() => void onCallNext()}
              >
                {labelOf(VISIT_ACTION_LABELS, 'call_next')}
              </Button>
              {busyWithVisit && <p className="field__helper">{t('desk.finishFirst')}</p>}
              {notice && (
                <p ref={noticeRef} className="notice" role="status" tabIndex={-1}>
                  {notice}
                </p>
              )}
              <FormAlert message={failure} />
              {shownVisitId && (
                <CurrentVisit
                  key={shownVisitId}
                  visitId={shownVisitId}
                  activeVisits={activeVisits}
                  uid={uid}
                  services={services}
                  headingRef={visitHeadingRef}
                />
              )}
              <div className="action-row desk-panel__manage">
                <Button
                  ref={(node: HTMLButtonElement | null) => {
                    changeRef.current = node;
                  }}
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    focusLater('form');
                    setEditing(true);
                  }}
                >
                  {t('desk.change')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  loading={close.isPending}
                  onClick={() => void onClose()}
                >
                  {t('desk.close')}
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
