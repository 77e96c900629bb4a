import { RichText } from './rich-text';

/**
 * A form's note on its required fields, from a translated sentence that marks the asterisk
 * `<star>*</star>` (shown, not read out) and its meaning for screen readers `<sr>...</sr>`
 * (read out, not shown): "Fields marked <star>*</star><sr>with an asterisk</sr> are required."
 */
export function RequiredFieldsNote({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      <RichText
        text={text}
        components={{
          star: <span aria-hidden="true" />,
          sr: <span className="visually-hidden" />,
        }}
      />
    </p>
  );
}
