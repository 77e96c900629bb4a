import {
  VISIT_PRIORITY_LABELS,
  VISITOR_LIMITS,
  type CheckedIn,
  type CheckInVisitorInput,
} from '@centre/domain/visits';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import type { ServiceOption } from '../../../data/services/converter';
import { serviceNameOf, useCatalogueServiceName } from '../../../data/services/service-name';
import { errorCode } from '../../../lib/error-code';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import { elementById, useFocusLater } from '../../../lib/use-focus-later';
import { useCheckInVisitor } from '../api/check-in-visitor';
import {
  hasVisitorDetailsDraft,
  readCheckInDraft,
  useCheckInDraft,
  type ChosenVisitor,
} from '../lib/check-in-draft';
import { keepCheckIn } from '../lib/check-in-outbox';
import {
  checkInFormSchema,
  checkInResolver,
  EMPTY_CHECK_IN_FORM,
  priorityOf,
  type CheckInFormOutput,
  type CheckInFormValues,
} from '../lib/check-in-form';
import { checkInErrorMessage, showOnItsField } from '../lib/error-message';
import { DeskForm } from './desk-step';
import { isTransientFailure } from '../lib/failures';
import { CheckInConfirmation } from './check-in-confirmation';
import { UpdateVisitorDetails } from './update-visitor-details';
import { VisitorFields } from './visitor-fields';
import { VisitorSearch } from './visitor-search';

/** "Amani Otieno" typed in the search starts a new visitor's first and last name. */
function namesFrom(typed: string): Pick<CheckInFormValues['visitor'], 'firstName' | 'lastName'> {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || /\d/.test(typed)) return { firstName: '', lastName: '' };
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Ids of the controls focus moves to as the walk-in's steps change (see useFocusLater). */
const FOCUS = {
  search: 'visitor-search',
  firstName: 'visitor-first-name',
  service: 'check-in-service',
  updateDetails: 'visitor-update-open',
} as const;

/**
 * A walk-in: find the visitor (or register a new one), choose the service, check in. The
 * requestId is made once per submission and kept until the check-in is confirmed, so a retry
 * never issues a second ticket; a check-in the network loses is kept on this device and sent
 * later with the same requestId. What the receptionist has chosen and typed is a draft until the
 * visitor is checked in (lib/check-in-draft.ts): a reload or another page never costs it.
 * Each step that replaces the one before takes focus to its first field (the search, the new
 * visitor's first name, a returning visitor's service, the details form's first name); leaving
 * the details form gives it back to "Update details"; the ticket focuses its own heading.
 */
export function WalkInCheckIn({
  services,
  queueDate,
  onKept,
}: {
  services: readonly ServiceOption[];
  queueDate: string;
  /** A check-in kept on the device (the outbox shows it). */
  onKept: (name: string) => void;
}) {
  const { t } = useTranslation('visitor-registration');
  // Read once: the check-in this tab was writing, if any.
  const [draft] = useState(readCheckInDraft);
  const [visitor, setVisitor] = useState<ChosenVisitor | null>(draft?.chosen ?? null);
  // A returning visitor's "Update details" step is open (again after a reload when it was left
  // with something typed); `updated`: their details were saved.
  const [updating, setUpdating] = useState(() => hasVisitorDetailsDraft(draft?.chosen));
  const [updated, setUpdated] = useState(false);
  const [done, setDone] = useState<CheckedIn | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Made at the first press of Check in and kept until the check-in is confirmed or kept on the
  // device: pressing again after a failure is a retry of the same check-in.
  const [requestId, setRequestId] = useState<string | null>(null);
  const checkIn = useCheckInVisitor();
  const catalogueName = useCatalogueServiceName();
  const isNew = visitor?.kind === 'new';
  const resolver = useMemo(
    () => checkInResolver<CheckInFormOutput>(checkInFormSchema(isNew)),
    [isNew],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckInFormValues, unknown, CheckInFormOutput>({
    defaultValues: draft?.values ?? EMPTY_CHECK_IN_FORM,
    resolver,
  });

  const forgetDraft = useCheckInDraft(visitor, { getValues, watch });
  const focusLater = useFocusLater(elementById);

  const startOver = () => {
    focusLater(FOCUS.search);
    setRequestId(null);
    setVisitor(null);
    setUpdating(false);
    setUpdated(false);
    setDone(null);
    setFailure(null);
    reset(EMPTY_CHECK_IN_FORM);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!visitor) return;
    setFailure(null);
    const id = requestId ?? crypto.randomUUID();
    setRequestId(id);
    const input: CheckInVisitorInput & { requestId: string } = {
      requestId: id,
      ...(visitor.kind === 'existing'
        ? { visitorId: visitor.match.visitorId }
        : { visitor: values.visitor }),
      serviceId: values.serviceId,
      priority: priorityOf(values.priority),
      purpose: values.purpose,
    };
    const visitorName =
      visitor.kind === 'existing'
        ? `${visitor.match.firstName} ${visitor.match.lastName}`
        : `${values.visitor?.firstName ?? ''} ${values.visitor?.lastName ?? ''}`.trim();
    try {
      setDone(await checkIn.mutateAsync(input));
      setRequestId(null);
      forgetDraft();
    } catch (error) {
      if (isTransientFailure(error)) {
        try {
          await keepCheckIn({
            requestId: input.requestId,
            input,
            visitorName,
            serviceId: values.serviceId,
            // Kept as records keep it: the catalogue's English name (the outbox shows it in the
            // page's language).
            serviceName: catalogueName(values.serviceId),
            lastErrorCode: errorCode(error),
          });
        } catch {
          setFailure(checkInErrorMessage(error));
          return;
        }
        onKept(visitorName);
        startOver();
        return;
      }
      if (!showOnItsField(error, setError)) setFailure(checkInErrorMessage(error));
    }
  });

  if (done) {
    return (
      <CheckInConfirmation
        answer={done}
        serviceName={serviceNameOf(services, done.serviceId)}
        queueDate={queueDate}
        onNext={startOver}
      />
    );
  }

  if (!visitor) {
    return (
      <VisitorSearch
        onChoose={(match) => {
          focusLater(FOCUS.service);
          setVisitor({ kind: 'existing', match });
        }}
        onNew={(typed) => {
          focusLater(FOCUS.firstName);
          reset({
            ...EMPTY_CHECK_IN_FORM,
            visitor: { ...EMPTY_CHECK_IN_FORM.visitor, ...namesFrom(typed) },
          });
          setVisitor({ kind: 'new' });
        }}
      />
    );
  }

  if (visitor.kind === 'existing' && updating) {
    return (
      <UpdateVisitorDetails
        match={visitor.match}
        onCancel={() => {
          focusLater(FOCUS.updateDetails, FOCUS.service);
          setUpdating(false);
        }}
        onSaved={(match) => {
          focusLater(FOCUS.updateDetails, FOCUS.service);
          setVisitor({ kind: 'existing', match });
          setUpdating(false);
          setUpdated(true);
        }}
      />
    );
  }

  return (
    <DeskForm
      titleId="check-in-title"
      title={visitor.kind === 'existing' ? t('form.returningTitle') : t('form.newTitle')}
      leaveLabel={t('form.changeVisitor')}
      onLeave={startOver}
      onSubmit={onSubmit}
    >
      {visitor.kind === 'existing' ? (
        <p className="chosen-visitor" data-testid="chosen-visitor">
          <strong>
            {visitor.match.firstName} {visitor.match.lastName}
          </strong>{' '}
          <span className="match__badge">
            {t('search.returning', { count: visitor.match.visitCount })}
          </span>
          <span className="match__facts">
            {[visitor.match.phoneMasked, visitor.match.emailMasked, visitor.match.idNumberMasked]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <Button
            id={FOCUS.updateDetails}
            variant="outline"
            size="sm"
            onClick={() => {
              focusLater(FOCUS.firstName);
              setUpdating(true);
            }}
          >
            {t('update.open')}
          </Button>
          {updated && (
            <span role="status" className="chosen-visitor__saved">
              {t('update.saved', {
                name: `${visitor.match.firstName} ${visitor.match.lastName}`,
              })}
            </span>
          )}
        </p>
      ) : (
        <VisitorFields register={register} errors={errors} />
      )}
      <VisitFields register={register} errors={errors} services={services} />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('form.checkIn')}
      </Button>
    </DeskForm>
  );
}

/**
 * The visit's fields: service, priority, purpose. Its own component, rendered after the visitor's
 * (VisitorFields), so that react-hook-form registers the form's fields in reading order: a
 * refused Check in focuses the first field with an error in the order they were registered, and
 * a register() call in WalkInCheckIn's own render would come before the child's visitor fields
 * (the Service select took focus, below the visitor's first and last name).
 */
function VisitFields({
  register,
  errors,
  services,
}: {
  register: UseFormRegister<CheckInFormValues>;
  errors: FieldErrors<CheckInFormValues>;
  services: readonly ServiceOption[];
}) {
  const { t } = useTranslation('visitor-registration');
  return (
    <fieldset className="front-desk__fieldset">
      <legend>{t('form.visitTitle')}</legend>
      <div className="form-grid">
        <SelectInput
          id="check-in-service"
          label={t('form.service')}
          required
          placeholder={t('form.chooseService')}
          options={services.map((service) => ({ value: service.id, label: service.name }))}
          error={errors.serviceId?.message && translateMessage(errors.serviceId.message)}
          {...register('serviceId')}
        />
        <div className="field front-desk__toggle">
          <label className="checkbox" htmlFor="check-in-priority">
            <input id="check-in-priority" type="checkbox" {...register('priority')} />{' '}
            {labelOf(VISIT_PRIORITY_LABELS, 'priority')}
          </label>
          <p className="field__helper">{t('form.priorityHelp')}</p>
        </div>
      </div>
      <TextInput
        id="check-in-purpose"
        label={t('form.purpose')}
        maxLength={VISITOR_LIMITS.purpose}
        error={errors.purpose?.message}
        {...register('purpose')}
      />
    </fieldset>
  );
}
