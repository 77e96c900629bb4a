import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';

/**
 * /messages' two panes: a list (its heading `title`) beside what is open (`detail`), or the hint
 * `choose` when nothing is. Phones show one of the two at a time (messages.css).
 */
export function MessagePanes({
  titleId,
  title,
  children,
  detail,
  choose,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  detail: ReactNode | null;
  choose: string;
}) {
  return (
    <div className={detail ? 'messages messages--thread-open' : 'messages'}>
      <section className="inbox" aria-labelledby={titleId}>
        <h2 id={titleId} className="inbox__title">
          {title}
        </h2>
        {children}
      </section>
      {detail ?? <p className="messages__choose">{choose}</p>}
    </div>
  );
}

/** The open pane's header: the way back to the list (phones) and its heading. */
export function PaneHeader({
  backTo,
  backLabel,
  titleId,
  headingRef,
  children,
}: {
  backTo: string;
  backLabel: string;
  titleId: string;
  /** Set when the heading takes focus (tabIndex -1) as the pane opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <header className="thread__header">
      <Link className="thread__back" to={backTo}>
        {backLabel}
      </Link>
      <h2
        id={titleId}
        className="thread__title"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {children}
      </h2>
    </header>
  );
}
