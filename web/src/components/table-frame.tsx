import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** True when the frame's content is wider than the frame (it scrolls sideways). */
function overflows(frame: HTMLElement): boolean {
  // A pixel's slack: zoomed browsers round the widths apart without anything to scroll.
  return frame.scrollWidth > frame.clientWidth + 1;
}

/**
 * The frame a table scrolls in when it is wider than the screen (a phone): a group named by the
 * table's caption (`labelledBy`) or by `label`, which the keyboard can reach and scroll (WCAG
 * 2.1.1), also when no cell holds a link. A group, not a region: a landmark would repeat the
 * section around it, often named alike.
 *
 * What is out of sight is shown two ways: a shadow on each edge with more columns beyond it
 * (`.table-frame` in styles/global.css, CSS only), and, while the table is wider than its frame,
 * a line above it that says so ("Scroll sideways to see more columns"), which also describes the
 * group to screen readers.
 */
export function TableFrame({
  className,
  labelledBy,
  label,
  busy,
  children,
}: {
  className: string;
  labelledBy?: string;
  label?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  // Whenever the table is rendered anew (new rows, another language), before paint: no flash of a
  // wrong hint.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (frame) setOverflowing(overflows(frame));
  }, [children]);

  // The frame or its table changing width without a render: a turned phone, a loaded font.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(overflows(frame)));
    observer.observe(frame);
    for (const child of Array.from(frame.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {overflowing && (
        <p id={hintId} className="table-frame__hint">
          {t('tableFrame.scrollHint')}
          <span aria-hidden="true"> →</span>
        </p>
      )}
      <div
        ref={frameRef}
        className={`table-frame ${className}`}
        role="group"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
        aria-busy={busy || undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
