import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, useField } from './text-input';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a full exam session, say). */
  disabled?: boolean;
  /** The label's language when it is not the page's (a language named in itself). */
  lang?: string;
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
export function SelectInput({ options, placeholder, ref, ...props }: SelectInputProps) {
  const { field, control, rest } = useField(props, 'select');
  return (
    <Field {...field}>
      <select ref={ref} {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            lang={option.lang}
          >
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
