import { useState, type FormEvent } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { HostBooking } from "./bookings-api";

/** What the host does to a booking: cancel it, cancel it asking the booker to pick a new time, or decline a request. */
export type HostAction = "cancel" | "request-reschedule" | "decline";

/** Each action's texts: bookings.dialog.{cancel|reschedule|decline}.{title|told|button|busy|keep}. */
const TEXTS: Record<HostAction, "cancel" | "reschedule" | "decline"> = { cancel: "cancel", "request-reschedule": "reschedule", decline: "decline" };
type DialogText = "title" | "told" | "button" | "busy" | "keep";

interface CancelBookingDialogProps {
  booking: HostBooking | null;
  action: HostAction;
  onCancel: (booking: HostBooking, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Cancels one booking (or asks for a new time) after asking for an optional reason, which the booker's mail carries. */
export function CancelBookingDialog({ booking, action, onCancel, onClose }: CancelBookingDialogProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  const text = (part: DialogText, values?: Record<string, string>) => t(`bookings.dialog.${TEXTS[action]}.${part}` satisfies HostMessageKey, values);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    setBusy(true);
    setError(null);
    try {
      await onCancel(booking, reason.trim());
      setReason("");
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={booking !== null} title={text("title")} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>{text("told", { name: isolateIn(i18n.dir, booking?.booker_name ?? ""), address: booking?.booker_email ? "given" : "none" })}</p>
        <FormField label={t("bookings.dialog.reason")} hint={t("bookings.dialog.reasonHint")}>
          {({ id, describedBy }) => (
            <textarea id={id} data-autofocus rows={3} maxLength={1000} value={reason} aria-describedby={describedBy} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        {error && <Alert>{error}</Alert>}
        <ActionRow
          className="dialog-footer"
          busy={busy}
          onCancel={onClose}
          cancelLabel={text("keep")}
          submitLabel={busy ? text("busy") : text("button")}
          submitKind="danger"
        />
      </form>
    </Dialog>
  );
}
