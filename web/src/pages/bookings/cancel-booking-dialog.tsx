import { useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { FormField } from "../../components/ui/form-field";
import type { HostBooking } from "./bookings-api";

interface CancelBookingDialogProps {
  booking: HostBooking | null;
  onCancel: (booking: HostBooking, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Cancels one booking after asking for an optional reason, which the booker's mail carries. */
export function CancelBookingDialog({ booking, onCancel, onClose }: CancelBookingDialogProps) {
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
    <Dialog open={booking !== null} title="Cancel booking" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>
          {booking?.booker_name} will be emailed that the booking is cancelled{booking?.booker_email ? "" : " (they left no address)"}.
        </p>
        <FormField label="Reason (optional)" hint="Included in the booker's email.">
          {({ id, describedBy }) => (
            <textarea id={id} data-autofocus rows={3} maxLength={1000} value={reason} aria-describedby={describedBy} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        {error && <Alert>{error}</Alert>}
        <div className="dialog-footer">
          <button type="button" className="button secondary" onClick={onClose} disabled={busy}>
            Keep booking
          </button>
          <button type="submit" className="button danger" disabled={busy}>
            {busy ? "Cancelling..." : "Cancel booking"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
