import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose one"), for fields without a default. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select styled like the shared TextInput, its error under it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  required,
  ref,
  ...rest
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
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
        aria-describedby={error ? errorId : undefined}
        className={['field__input', error && 'field__input--invalid'].filter(Boolean).join(' ')}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
