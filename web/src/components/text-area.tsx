import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, useField } from './text-input';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown in red and announced; replaces helperText when both are given (as in TextInput). */
  error?: string;
  helperText?: string;
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
  /** Shown under the text area, above its error (a character count, say). */
  children?: ReactNode;
}

/** The textarea counterpart of TextInput: label, required asterisk, error or helper text. */
export function TextArea({ ref, children, ...props }: TextAreaProps) {
  const { field, control, rest } = useField(props, 'textarea');
  return (
    <Field {...field}>
      <textarea ref={ref} {...control} {...rest} />
      {children}
    </Field>
  );
}
