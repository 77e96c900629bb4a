import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown in red and announced; replaces helperText when both are given. */
  error?: string;
  /** Grey hint under the input. */
  helperText?: string;
  /** The input element (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
}

export function TextInput({
  label,
  error,
  helperText,
  id,
  required,
  className,
  containerClassName,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? `input-${generatedId}`;
  const errorId = `${inputId}-error`;
  const helperId = `${inputId}-helper`;
  const hintId = error ? errorId : helperText ? helperId : undefined;
  const describedByIds = [describedBy, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', containerClassName].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        className={['field__input', error && 'field__input--invalid', className]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        helperText && (
          <p id={helperId} className="field__helper">
            {helperText}
          </p>
        )
      )}
    </div>
  );
}
