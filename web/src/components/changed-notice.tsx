import type { Ref } from 'react';

/**
 * What an action just changed, in words, under the buttons that made it: the line that takes
 * focus once the action is made (tabIndex -1), since the pressed button often goes away with it.
 * Nothing while there is no message.
 */
export function ChangedNotice({
  message,
  ref,
}: {
  message: string | null;
  ref: Ref<HTMLParagraphElement>;
}) {
  if (!message) return null;
  return (
    <p ref={ref} className="notice notice--success status-actions__changed" tabIndex={-1}>
      {message}
    </p>
  );
}
