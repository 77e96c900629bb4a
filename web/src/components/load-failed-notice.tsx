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
  /** The page's own class before the notice's (e.g. the spacing of the list it stands for). */
  className?: string | undefined;
}

/** A read that failed: the alert and (unless it cannot help) the button that tries it again. */
export function LoadFailedNotice({
  message,
  retryLabel,
  onRetry,
  retrying,
  className,
}: LoadFailedNoticeProps) {
  return (
    <div className={[className, 'notice notice--error'].filter(Boolean).join(' ')} role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
