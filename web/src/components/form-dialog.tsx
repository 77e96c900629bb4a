import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  className?: string;
  /** close on a press outside the panel too (the sign-in dialog) */
  closeOnOutsidePress?: boolean;
}

/**
 * A modal dialog holding a form: labelled by its heading, focus moved into it (its first field)
 * and kept there, Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  title,
  onClose,
  children,
  description,
  className,
  closeOnOutsidePress = false,
}: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the focus effect (which would steal focus back).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panel.querySelector<HTMLElement>('input, select, textarea') ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep keyboard focus inside the dialog while it is open.
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) onCloseRef.current();
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    if (closeOnOutsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [closeOnOutsidePress]);

  return (
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className={['modal', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('dialog.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="modal__lead">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

interface DialogActionsProps {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** While the form is sent: the submit button is busy. */
  submitting: boolean;
}

/** A dialog form's footer: Cancel, then the button that submits the form. */
export function DialogActions({
  cancelLabel,
  submitLabel,
  onCancel,
  submitting,
}: DialogActionsProps) {
  return (
    <div className="modal__actions">
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
