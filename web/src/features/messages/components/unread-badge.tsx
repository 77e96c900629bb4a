import { UNREAD_BADGE_CAP } from '../../../config';

/** docs/product.md §9: the badge shows the count up to 99 and '99+' above. */
export function formatUnreadBadge(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}

interface UnreadBadgeProps {
  count: number;
}

/**
 * Unread messages count beside the sidebar's Messages item. The live count (docs/product.md §7:
 * messages where recipientId is the user and read is false) is wired by the messages feature later.
 */
export function UnreadBadge({ count }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-hidden="true">
      {formatUnreadBadge(count)}
    </span>
  );
}
