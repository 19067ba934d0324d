import { useState } from "react";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { useDialogAction } from "../../components/use-dialog-action";
import type { UpcomingChoice } from "./teams-api";

const CHOICES: readonly { value: UpcomingChoice; label: string; hint: string }[] = [
  { value: "reassign", label: "Reassign their upcoming bookings", hint: "Round-robin bookings go to another free host (cancelled when nobody is free); collective bookings go on without them." },
  { value: "cancel", label: "Cancel their upcoming bookings", hint: "Each booker is emailed that their booking is cancelled." },
];

interface RemoveMemberDialogProps {
  /** Who leaves: null while the dialog is closed. */
  username: string | null;
  /** The user leaving themself, rather than being removed. */
  leaving: boolean;
  onConfirm: (upcoming: UpcomingChoice) => Promise<void>;
  onClose: () => void;
}

/** Removing a member, or leaving: past bookings stay as they are; the upcoming ones are reassigned or cancelled. */
export function RemoveMemberDialog({ username, leaving, onConfirm, onClose }: RemoveMemberDialogProps) {
  const open = username !== null;
  const [upcoming, setUpcoming] = useState<UpcomingChoice>("reassign");
  const { busy, error, run } = useDialogAction(open);
  const title = leaving ? "Leave team" : `Remove ${username ?? ""}`;

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => onConfirm(upcoming));
        }}
      >
        <p>{leaving ? "Your past bookings stay as they are." : `${username ?? ""}'s past bookings stay as they are.`}</p>
        <fieldset className="upcoming-choice">
          <legend>{leaving ? "Your upcoming bookings with the team" : "Their upcoming bookings with the team"}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="choice-row">
              <input type="radio" name="upcoming" value={choice.value} checked={upcoming === choice.value} onChange={() => setUpcoming(choice.value)} />
              <span>
                {choice.label}
                <span className="field-hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error && <Alert>{error}</Alert>}
        <ActionRow
          className="dialog-footer"
          busy={busy}
          onCancel={onClose}
          submitKind="danger"
          submitLabel={busy ? (leaving ? "Leaving..." : "Removing...") : leaving ? "Leave team" : "Remove member"}
        />
      </form>
    </Dialog>
  );
}
