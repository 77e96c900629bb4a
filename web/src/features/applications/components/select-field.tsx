import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
}

/** A labelled select styled like the shared TextInput. */
export function SelectField({ label, options, helperText, id, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const helperId = helperText ? `${selectId}-helper` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId} className="field__label">
        {label}
      </label>
      <select id={selectId} className="field__input" aria-describedby={helperId} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {helperText && (
        <p id={helperId} className="field__helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
