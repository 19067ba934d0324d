import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { useDialogAction } from "../../components/use-dialog-action";
import { useHostI18n } from "../../i18n/host-i18n-context";

export interface Choice<T> {
  label: string;
  value: T;
  danger?: boolean;
}

interface Props<T> {
  open: boolean;
  title: string;
  message?: string;
  choices: Choice<T>[];
  /** The button that backs out ("Back", "Keep booking"). */
  dismissLabel?: string;
  /** Resolves when done (close the dialog yourself); a rejection's message shows in the dialog. */
  onChoose: (value: T) => Promise<void>;
  onClose: () => void;
}

/**
 * A question with a few answers: the delete and cancel confirmations (fixed texts) and the
 * recurring prompt ('This event only' / 'This and all future events'). It stays open while the
 * chosen action runs and shows its error, so the user can retry or back out.
 */
export function ChoiceDialog<T>({ open, title, message, choices, dismissLabel, onChoose, onClose }: Props<T>) {
  const { t } = useHostI18n();
  const { busy, error, run } = useDialogAction(open);
  const choose = (value: T) => run(() => onChoose(value));

  return (
    <Dialog
      open={open}
      title={title}
      // Two long answers ('This and all future events') need the room of a wider dialog.
      size={choices.length > 1 ? "medium" : "small"}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose} disabled={busy} data-autofocus>
            {dismissLabel ?? t("calendar.back")}
          </button>
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className={`button ${choice.danger ? "danger" : "primary"}`}
              onClick={() => void choose(choice.value)}
              disabled={busy}
            >
              {choice.label}
            </button>
          ))}
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      {message && <p>{message}</p>}
    </Dialog>
  );
}
