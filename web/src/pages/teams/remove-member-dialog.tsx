import { useState } from "react";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { useDialogAction } from "../../components/use-dialog-action";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { UpcomingChoice } from "./teams-api";

const CHOICES: readonly { value: UpcomingChoice; label: HostMessageKey; hint: HostMessageKey }[] = [
  { value: "reassign", label: "teams.remove.reassign", hint: "teams.remove.reassignHint" },
  { value: "cancel", label: "teams.remove.cancel", hint: "teams.remove.cancelHint" },
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
  const { t, dir } = useHostI18n();
  const name = isolateIn(dir, username ?? "");
  const title = leaving ? t("teams.leave") : t("teams.members.removeNamed", { name: username ?? "" });

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => onConfirm(upcoming));
        }}
      >
        <p>{leaving ? t("teams.remove.yourPast") : t("teams.remove.theirPast", { name })}</p>
        <fieldset className="upcoming-choice">
          <legend>{leaving ? t("teams.remove.yourUpcoming") : t("teams.remove.theirUpcoming")}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="choice-row">
              <input type="radio" name="upcoming" value={choice.value} checked={upcoming === choice.value} onChange={() => setUpcoming(choice.value)} />
              <span>
                {t(choice.label)}
                <span className="field-hint">{t(choice.hint)}</span>
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
          submitLabel={busy ? (leaving ? t("teams.remove.leaving") : t("teams.remove.removing")) : leaving ? t("teams.leave") : t("teams.remove.submit")}
        />
      </form>
    </Dialog>
  );
}
