import type { VisitorMatch } from '@centre/domain/visits';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
import { useSaveVisitor } from '../api/save-visitor';
import {
  checkInResolver,
  updateFormValuesOf,
  updateVisitorFormSchema,
  type CheckInFormValues,
  type UpdateVisitorFormOutput,
} from '../lib/check-in-form';
import { visitorDetailsDraftKey } from '../lib/check-in-draft';
import { checkInErrorMessage, showOnItsField } from '../lib/error-message';
import { DeskForm } from './desk-step';
import { VisitorFields } from './visitor-fields';

/**
 * "Update details" of a returning visitor: names, language and ID type filled in; the phone,
 * email, date of birth and ID number start empty with the stored one shown masked under the
 * field, and an empty one is kept (saveVisitor merges). The requestId is kept until the save is
 * confirmed, so pressing again after a failure is a retry.
 */
export function UpdateVisitorDetails({
  match,
  onSaved,
  onCancel,
}: {
  match: VisitorMatch;
  /** The match with the names, language and ID type now stored. */
  onSaved: (match: VisitorMatch) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('visitor-registration');
  const [failure, setFailure] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const save = useSaveVisitor();
  const resolver = useMemo(
    () => checkInResolver<UpdateVisitorFormOutput>(updateVisitorFormSchema),
    [],
  );
  const form = useForm<CheckInFormValues, unknown, UpdateVisitorFormOutput>({
    defaultValues: updateFormValuesOf(match),
    resolver,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // What was typed survives a reload or another page (the desk's draft gives the visitor back,
  // then this step its changes). Only the visitor's fields are on this form; the id in the key
  // restores a draft onto this visitor only. Forgotten once saved or on Cancel.
  const forgetDraft = useFormSessionDraft(visitorDetailsDraftKey(match.visitorId), form, {
    fields: ['visitor'],
    strict: true,
  });
  const name = `${match.firstName} ${match.lastName}`;

  const onSubmit = handleSubmit(async ({ visitor }) => {
    setFailure(null);
    const id = requestId ?? crypto.randomUUID();
    setRequestId(id);
    try {
      await save.mutateAsync({ requestId: id, visitorId: match.visitorId, visitor });
      forgetDraft();
      onSaved({
        ...match,
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        language: visitor.language,
        idType: visitor.idType ?? match.idType,
      });
    } catch (error) {
      // Only the visitor's fields are on this form.
      if (!showOnItsField(error, setError, (field) => field.startsWith('visitor.'))) {
        setFailure(checkInErrorMessage(error));
      }
    }
  });

  return (
    <DeskForm
      titleId="update-visitor-title"
      title={t('update.title', { name })}
      leaveLabel={t('update.cancel')}
      onLeave={() => {
        forgetDraft();
        onCancel();
      }}
      leaveDisabled={isSubmitting}
      onSubmit={onSubmit}
    >
      <VisitorFields
        register={register}
        errors={errors}
        stored={{
          phone: match.phoneMasked,
          email: match.emailMasked,
          idNumber: match.idNumberMasked,
          dateOfBirth: match.dateOfBirthYear,
        }}
      />
      <FormAlert message={failure} />
      <Button type="submit" loading={isSubmitting}>
        {t('update.save')}
      </Button>
    </DeskForm>
  );
}
