import type { ReactNode } from "react";
import { useOptionalHostI18n } from "../../i18n/host-i18n-context";

interface ActionRowProps {
  /** The row's layout class where it stands: "form-actions", "settings-actions", "dialog-footer". */
  className: string;
  /** The buttons wait while the action runs. */
  busy: boolean;
  /** Without it the row has no Cancel: a form that stays on the page has nothing to back out of. */
  onCancel?: () => void;
  /** "Back" or "Keep booking" where that is what cancelling means. */
  cancelLabel?: string;
  submitLabel: string;
  /** A submit that destroys something is red. */
  submitKind?: "primary" | "danger";
  /** Holds the submit back while something else runs, such as an image upload. */
  submitBlocked?: boolean;
  /** Makes the submit a plain button, for a row that is not in a form. */
  onSubmit?: () => void;
  /** Buttons before Cancel, such as a Remove. */
  leading?: ReactNode;
  /** Buttons between Cancel and the submit, such as a Back. */
  beforeSubmit?: ReactNode;
}

/** A form's closing row: Cancel (where there is one) on the left, the submit on the right. */
export function ActionRow({
  className,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  submitKind = "primary",
  submitBlocked = false,
  onSubmit,
  leading,
  beforeSubmit,
}: ActionRowProps) {
  // The booker pages pass their own language's words; the host app has its own.
  const host = useOptionalHostI18n();
  return (
    <div className={className}>
      {leading}
      {onCancel && (
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? host?.t("app.cancel") ?? "Cancel"}
        </button>
      )}
      {beforeSubmit}
      <button type={onSubmit ? "button" : "submit"} className={`button ${submitKind}`} onClick={onSubmit} disabled={busy || submitBlocked}>
        {submitLabel}
      </button>
    </div>
  );
}
