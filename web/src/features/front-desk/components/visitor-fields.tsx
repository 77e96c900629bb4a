import { LANGUAGE_LABELS, LANGUAGES } from '@centre/domain/constants';
import { ID_TYPE_LABELS, ID_TYPES, VISITOR_LIMITS } from '@centre/domain/visits';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import type { CheckInFormValues } from '../lib/check-in-form';

/** A new visitor's details; each error next to its field. */
export function VisitorFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckInFormValues>;
  errors: FieldErrors<CheckInFormValues>;
}) {
  const { t } = useTranslation('visitor-registration');
  const error = (message: string | undefined) => (message ? translateMessage(message) : undefined);
  const fields = errors.visitor;
  return (
    <fieldset className="front-desk__fieldset">
      <legend>{t('form.visitorTitle')}</legend>
      <div className="form-grid">
        <TextInput
          id="visitor-first-name"
          label={t('form.firstName')}
          required
          autoComplete="off"
          maxLength={VISITOR_LIMITS.name}
          error={error(fields?.firstName?.message)}
          {...register('visitor.firstName')}
        />
        <TextInput
          id="visitor-last-name"
          label={t('form.lastName')}
          required
          autoComplete="off"
          maxLength={VISITOR_LIMITS.name}
          error={error(fields?.lastName?.message)}
          {...register('visitor.lastName')}
        />
        <TextInput
          id="visitor-phone"
          type="tel"
          label={t('form.phone')}
          helperText={t('form.phoneHelp')}
          autoComplete="off"
          error={error(fields?.phone?.message)}
          {...register('visitor.phone')}
        />
        <TextInput
          id="visitor-email"
          type="email"
          label={t('form.email')}
          autoComplete="off"
          maxLength={VISITOR_LIMITS.email}
          error={error(fields?.email?.message)}
          {...register('visitor.email')}
        />
        <TextInput
          id="visitor-date-of-birth"
          type="date"
          label={t('form.dateOfBirth')}
          error={error(fields?.dateOfBirth?.message)}
          {...register('visitor.dateOfBirth')}
        />
        <SelectInput
          id="visitor-language"
          label={t('form.language')}
          options={LANGUAGES.map((value) => ({ value, label: labelOf(LANGUAGE_LABELS, value) }))}
          error={error(fields?.language?.message)}
          {...register('visitor.language')}
        />
        <SelectInput
          id="visitor-id-type"
          label={t('form.idType')}
          placeholder={t('form.idTypeNone')}
          options={ID_TYPES.map((value) => ({ value, label: labelOf(ID_TYPE_LABELS, value) }))}
          error={error(fields?.idType?.message)}
          {...register('visitor.idType', { setValueAs: (value) => (value ? value : null) })}
        />
        <TextInput
          id="visitor-id-number"
          label={t('form.idNumber')}
          autoComplete="off"
          maxLength={VISITOR_LIMITS.idNumber}
          error={error(fields?.idNumber?.message)}
          {...register('visitor.idNumber')}
        />
        <TextInput
          id="visitor-nationality"
          label={t('form.nationality')}
          autoComplete="off"
          maxLength={VISITOR_LIMITS.nationality}
          error={error(fields?.nationality?.message)}
          {...register('visitor.nationality')}
        />
        <TextInput
          id="visitor-address"
          label={t('form.address')}
          autoComplete="off"
          maxLength={VISITOR_LIMITS.address}
          error={error(fields?.address?.message)}
          {...register('visitor.address')}
        />
      </div>
      <div className="field">
        <label htmlFor="visitor-notes" className="field__label">
          {t('form.notes')}
        </label>
        <textarea
          id="visitor-notes"
          className="field__input"
          rows={2}
          maxLength={VISITOR_LIMITS.notes}
          {...register('visitor.notes')}
        />
      </div>
    </fieldset>
  );
}
