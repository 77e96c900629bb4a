import { LANGUAGE_LABELS, LANGUAGES } from '@centre/domain/constants';
import { ID_TYPE_LABELS, ID_TYPES, VISITOR_LIMITS } from '@centre/domain/visits';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../../components/select-input';
import { TextInput, type TextInputProps } from '../../../components/text-input';
import { labelOf } from '../../../lib/labels';
import { translateMessage } from '../../../lib/messages';
import type { CheckInFormValues } from '../lib/check-in-form';

/** The visitor's fields typed in a text input. */
type VisitorTextField = Exclude<
  keyof CheckInFormValues['visitor'],
  'idType' | 'language' | 'notes'
>;

/**
 * A visitor's details; each error next to its field. `stored` (an update of a returning visitor)
 * names what is stored, masked, under the field: an empty field keeps it.
 */
export function VisitorFields({
  register,
  errors,
  stored,
}: {
  register: UseFormRegister<CheckInFormValues>;
  errors: FieldErrors<CheckInFormValues>;
  stored?: Partial<Record<'phone' | 'email' | 'idNumber' | 'dateOfBirth', string | null>>;
}) {
  const { t } = useTranslation('visitor-registration');
  const storedHelp = (name: keyof NonNullable<typeof stored>) => {
    const value = stored?.[name];
    return value ? { helperText: t('update.stored', { value }) } : {};
  };
  const error = (message: string | undefined) => (message ? translateMessage(message) : undefined);
  const fields = errors.visitor;
  /** One of the visitor's text inputs: id visitor-<id>, no autocomplete, its error under it. */
  const textInput = (
    name: VisitorTextField,
    id: string,
    label: string,
    props: Partial<TextInputProps> = {},
  ) => (
    <TextInput
      id={`visitor-${id}`}
      label={label}
      autoComplete="off"
      error={error(fields?.[name]?.message)}
      {...props}
      {...register(`visitor.${name}`)}
    />
  );
  return (
    <fieldset className="front-desk__fieldset">
      <legend>{t('form.visitorTitle')}</legend>
      <div className="form-grid">
        {textInput('firstName', 'first-name', t('form.firstName'), {
          required: true,
          maxLength: VISITOR_LIMITS.name,
        })}
        {textInput('lastName', 'last-name', t('form.lastName'), {
          required: true,
          maxLength: VISITOR_LIMITS.name,
        })}
        {textInput('phone', 'phone', t('form.phone'), {
          type: 'tel',
          helperText: t('form.phoneHelp'),
          ...storedHelp('phone'),
        })}
        {textInput('email', 'email', t('form.email'), {
          type: 'email',
          maxLength: VISITOR_LIMITS.email,
          ...storedHelp('email'),
        })}
        {textInput('dateOfBirth', 'date-of-birth', t('form.dateOfBirth'), {
          type: 'date',
          autoComplete: undefined,
          ...storedHelp('dateOfBirth'),
        })}
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
        {textInput('idNumber', 'id-number', t('form.idNumber'), {
          maxLength: VISITOR_LIMITS.idNumber,
          ...storedHelp('idNumber'),
        })}
        {textInput('nationality', 'nationality', t('form.nationality'), {
          maxLength: VISITOR_LIMITS.nationality,
        })}
        {textInput('address', 'address', t('form.address'), { maxLength: VISITOR_LIMITS.address })}
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
