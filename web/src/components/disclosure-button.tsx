import type { ButtonHTMLAttributes, Ref } from 'react';

export interface DisclosureButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls'
> {
  /** Whether what the button controls is shown (aria-expanded). */
  expanded: boolean;
  /** The id of what the button shows and hides (aria-controls). */
  controls: string;
  /** Called on a press with the state to change to. */
  onExpandedChange: (expanded: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows and hides another element (a menu, a drawer's list), saying which it does. */
export function DisclosureButton({
  expanded,
  controls,
  onExpandedChange,
  ref,
  ...button
}: DisclosureButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onExpandedChange(!expanded)}
      {...button}
    />
  );
}
