import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose one"), for fields without a default. */
  placeholder?: string;
  /** Shown in red and announced; replaces helperText when both are given (as in TextInput). */
  error?: string;
  helperText?: string;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
}

/** The select counterpart of TextInput: label, required asterisk, error or helper text. */
export function SelectInput({
  label,
  options,
  placeholder,
  error,
  helperText,
  id,
  required,
  className,
  containerClassName,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: SelectInputProps) {
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
