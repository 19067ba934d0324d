import { useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { FormField } from "../../components/ui/form-field";
import type { HostBooking } from "./bookings-api";

/** What the host does to a booking: cancel it, cancel it asking the booker to pick a new time, or decline a request. */
export type HostAction = "cancel" | "request-reschedule" | "decline";

const TEXTS: Record<HostAction, { title: string; told: string; button: string; busy: string; keep: string }> = {
  cancel: { title: "Cancel booking", told: "that the booking is cancelled", button: "Cancel booking", busy: "Cancelling...", keep: "Keep booking" },
  "request-reschedule": {
    title: "Request reschedule",
    told: "a link to pick a new time, and this time is released",
    button: "Request reschedule",
    busy: "Requesting...",
    keep: "Keep booking",
  },
  decline: { title: "Decline request", told: "that the request is declined, and this time is released", button: "Decline request", busy: "Declining...", keep: "Keep request" },
};

interface CancelBookingDialogProps {
  booking: HostBooking | null;
  action: HostAction;
  onCancel: (booking: HostBooking, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Cancels one booking (or asks for a new time) after asking for an optional reason, which the booker's mail carries. */
export function CancelBookingDialog({ booking, action, onCancel, onClose }: CancelBookingDialogProps) {
  const texts = TEXTS[action];
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
      setError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={booking !== null} title={texts.title} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>
          {booking?.booker_name} will be emailed {texts.told}
          {booking?.booker_email ? "" : " (they left no address)"}.
        </p>
        <FormField label="Reason (optional)" hint="Included in the booker's email.">
          {({ id, describedBy }) => (
            <textarea id={id} data-autofocus rows={3} maxLength={1000} value={reason} aria-describedby={describedBy} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        {error && <Alert>{error}</Alert>}
        <ActionRow
          className="dialog-footer"
          busy={busy}
          onCancel={onClose}
          cancelLabel={texts.keep}
          submitLabel={busy ? texts.busy : texts.button}
          submitKind="danger"
        />
      </form>
    </Dialog>
  );
}
