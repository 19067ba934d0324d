import { useEffect, useId, useRef, type ReactNode } from "react";
import { useHostI18n } from "../i18n/host-i18n-context";

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom (Cancel / Save …). */
  footer?: ReactNode;
  /** Wider dialogs for forms with many fields. */
  size?: "small" | "medium" | "large";
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the rest of the page inert
 * (focus stays inside), moves focus in on open and back on close, and Escape closes it.
 * Clicking the backdrop closes it too. On open, focus goes to the element marked `data-autofocus`,
 * else the first field.
 */
export function Dialog({ open, title, onClose, children, footer, size = "small" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useHostI18n();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element (the close button); a form's field is better.
      (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([hidden]), select, textarea"))?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // A click on the backdrop closes; Escape (onCancel) is the keyboard's way.
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open, not the browser.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <div className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label={t("app.close")} title={t("app.close")} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="dialog-content">{children}</div>
          {footer && <div className="dialog-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
