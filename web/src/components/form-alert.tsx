import { translateMessage } from '../lib/messages';

/** A form's own error (not a field's), announced as it appears; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {translateMessage(message)}
    </p>
  );
}

/** A field's error under it; `id` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {translateMessage(message)}
    </p>
  );
}
