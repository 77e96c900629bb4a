import { usePendingCount } from '../hooks/use-pending-count';

/** Keeps waiting applications visible on every state of the page. */
export function PendingApplicationsBanner({ excludeId }: { excludeId: string | null }) {
  const count = usePendingCount(excludeId);
  if (count === 0) return null;
  return (
    <p className="pending-banner" role="status">
      {count === 1
        ? '1 application is saved on this device and waiting to be sent. It will be sent automatically when the connection is back.'
        : `${count} applications are saved on this device and waiting to be sent. They will be sent automatically when the connection is back.`}
    </p>
  );
}
