import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button';

interface DeskStepHeadProps {
  titleId: string;
  title: string;
  /** The button that leaves the step (cancel, change visitor, back). */
  leaveLabel: string;
  onLeave: () => void;
  /** While the step is saving, leaving it is not offered. */
  leaveDisabled?: boolean | undefined;
  /** The heading takes focus when the step opens (a step with no field to focus first). */
  focusableTitle?: boolean;
}

/** A desk step's heading, with the button that leaves the step beside it. */
export function DeskStepHead({
  titleId,
  title,
  leaveLabel,
  onLeave,
  leaveDisabled,
  focusableTitle = false,
}: DeskStepHeadProps) {
  return (
    <div className="front-desk__form-head">
      <h2 id={titleId} className="front-desk__title" tabIndex={focusableTitle ? -1 : undefined}>
        {title}
      </h2>
      <Button variant="ghost" size="sm" onClick={onLeave} disabled={leaveDisabled}>
        {leaveLabel}
      </Button>
    </div>
  );
}

/** A desk step that is a form (check in, update a visitor's details), named by its heading. */
export function DeskForm({
  onSubmit,
  children,
  ...head
}: DeskStepHeadProps & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="panel front-desk__form"
      noValidate
      aria-labelledby={head.titleId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <DeskStepHead {...head} />
      {children}
    </form>
  );
}
