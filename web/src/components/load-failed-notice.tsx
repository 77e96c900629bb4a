import type { ReactNode } from 'react';
import { Button } from './button';

interface LoadFailedNoticeProps {
  /** What could not be read. */
  message: ReactNode;
  /** The button's label, in the page's language. */
  retryLabel: string;
  /** Tries the read again; absent (no button) when trying again cannot help, e.g. a refusal. */
  onRetry?: (() => void) | undefined;
  /** While the read is tried again. */
  retrying?: boolean;
}

/** A read that failed: the alert and (unless it cannot help) the button that tries it again. */
export function LoadFailedNotice({
  message,
  retryLabel,
  onRetry,
  retrying,
}: LoadFailedNoticeProps) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
