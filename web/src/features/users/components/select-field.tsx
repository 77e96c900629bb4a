import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** Shown in red and announced; replaces helperText when both are given. */
  error?: string;
  helperText?: string;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
}

/** A labelled select styled like the shared TextInput. */
export function SelectField({
  label,
  options,
  error,
  helperText,
  id,
  required,
  className,
  containerClassName,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const hintId = error ? `${selectId}-error` : helperText ? `${selectId}-helper` : undefined;
  const describedByIds = [describedBy, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', containerClassName].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        className={['field__input', error && 'field__input--invalid', className]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={hintId} className="field__error" role="alert">
          {error}
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
