import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { translateMessage } from '../lib/messages';

interface FieldHint {
  /** Shown in red and announced; replaces helperText when both are given. */
  error?: string;
  /** Grey hint under the control. */
  helperText?: string;
}

/** The id of the hint a control is described by: its error, else its helper text. */
function hintIdOf(controlId: string, { error, helperText }: FieldHint): string | undefined {
  if (error) return `${controlId}-error`;
  return helperText ? `${controlId}-helper` : undefined;
}

/**
 * The attributes a field's control (input, select) takes from its hint: described by it,
 * invalid and drawn so while there is an error.
 */
function fieldControlProps(
  controlId: string,
  hint: FieldHint & { describedBy?: string; className?: string },
) {
  const { error, describedBy, className } = hint;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hintIdOf(controlId, hint), describedBy].filter(Boolean).join(' ') || undefined,
    className: ['field__input', error && 'field__input--invalid', className]
      .filter(Boolean)
      .join(' '),
  } as const;
}

/** A field around its control: the label (with a required asterisk), then the error or hint. */
export function Field({
  controlId,
  label,
  required,
  error,
  helperText,
  containerClassName,
  children,
}: FieldHint & {
  controlId: string;
  label: string;
  required?: boolean;
  containerClassName?: string;
  children: ReactNode;
}) {
  const hintId = hintIdOf(controlId, { error, helperText });
  return (
    <div className={['field', containerClassName].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={hintId} className="field__error" role="alert">
          {translateMessage(error)}
        </p>
      ) : (
        helperText && (
          <p id={hintId} className="field__helper">
            {helperText}
          </p>
        )
      )}
    </div>
  );
}

/** The props every field takes, whatever its control. */
interface FieldOwnProps extends FieldHint {
  label: string;
  id?: string;
  required?: boolean;
  className?: string;
  containerClassName?: string;
  'aria-describedby'?: string;
}

/**
 * Splits a field's props into the Field's, the control's own (id, required, aria, class) and the
 * rest, which go to the control untouched. Without an id the control gets a generated one.
 */
export function useField<P extends FieldOwnProps>(props: P, idPrefix: string) {
  const {
    label,
    error,
    helperText,
    id,
    required,
    className,
    containerClassName,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const generatedId = useId();
  const controlId = id ?? `${idPrefix}-${generatedId}`;
  return {
    field: { controlId, label, required, error, helperText, containerClassName },
    control: {
      required,
      ...fieldControlProps(controlId, { error, helperText, describedBy, className }),
    },
    rest,
  };
}

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldHint {
  label: string;
  /** The input element (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
}

export function TextInput({ type = 'text', ref, ...props }: TextInputProps) {
  const { field, control, rest } = useField(props, 'input');
  return (
    <Field {...field}>
      <input ref={ref} type={type} {...control} {...rest} />
    </Field>
  );
}
