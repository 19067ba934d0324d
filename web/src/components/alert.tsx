import type { ReactNode } from "react";
import { useHostI18n } from "../i18n/host-i18n-context";

/**
 * An inline message: errors in red, successes in green. With onDismiss the whole banner
 * is a button that dismisses it on click.
 */
export function Alert({ kind = "error", children, onDismiss }: { kind?: "error" | "success"; children: ReactNode; onDismiss?: () => void }) {
  const role = kind === "error" ? "alert" : "status";
  const { t } = useHostI18n();
  if (!onDismiss) {
    return (
      <div className={`alert alert-${kind}`} role={role}>
        {children}
      </div>
    );
  }
  return (
    <div role={role}>
      <button type="button" className={`alert alert-${kind} alert-dismissible`} onClick={onDismiss} title={t("app.dismiss")}>
        {children}
      </button>
    </div>
  );
}
