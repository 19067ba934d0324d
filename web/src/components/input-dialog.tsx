import { useEffect, useState, type FormEvent } from "react";
import { useHostI18n } from "../i18n/host-i18n-context";
import { Dialog } from "./dialog";
import { ActionRow } from "./ui/action-row";
import { FormField } from "./ui/form-field";

export interface InputDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
  submitLabel?: string;
  /** Receives the trimmed value; close the dialog yourself when it resolves. A rejection's message shows in the dialog. */
  onSubmit: (value: string) => Promise<void> | void;
  onClose: () => void;
}

/** A one-field dialog: blank after trimming shows 'Field cannot be empty.' */
export function InputDialog({ open, title, label, initialValue = "", submitLabel, onSubmit, onClose }: InputDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useHostI18n();

  useEffect(() => {
    if (!open) return;
    setValue(initialValue);
    setError(null);
  }, [open, initialValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(t("app.fieldEmpty"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FormField label={label} error={error ?? undefined}>
          {({ id, describedBy, invalid }) => (
            <input id={id} value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
          )}
        </FormField>
        <ActionRow className="dialog-footer" busy={busy} onCancel={onClose} submitLabel={submitLabel ?? t("app.save")} />
      </form>
    </Dialog>
  );
}
