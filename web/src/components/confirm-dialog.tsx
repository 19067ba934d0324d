import type { ReactNode } from "react";
import { useHostI18n } from "../i18n/host-i18n-context";
import { Alert } from "./alert";
import { Dialog } from "./dialog";
import { useDialogAction } from "./use-dialog-action";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** A second paragraph, e.g. what else the action does ("3 upcoming bookings will be cancelled…"). */
  note?: string | null;
  confirmLabel?: string;
  /** Shown on the confirm button while onConfirm runs (e.g. 'Cancelling...'). */
  busyLabel?: string;
  /** Close the dialog yourself when it resolves; a rejection's message shows in the dialog. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** "Are you sure?" with a destructive confirm button and Cancel. */
export function ConfirmDialog({ open, title, message, note, confirmLabel, busyLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { busy, error, run } = useDialogAction(open);
  const confirm = () => run(onConfirm);
  const { t } = useHostI18n();

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose} disabled={busy}>
            {t("app.cancel")}
          </button>
          <button type="button" className="button danger" onClick={confirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : (confirmLabel ?? t("app.delete"))}
          </button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      <p>{message}</p>
      {note && (
        <p>
          <strong>{note}</strong>
        </p>
      )}
    </Dialog>
  );
}
