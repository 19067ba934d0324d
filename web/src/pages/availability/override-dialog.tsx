import { useEffect, useId, useState, type FormEvent } from "react";
import { dayTitle } from "../../../../shared/i18n/date-labels";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { Override, OverrideInput } from "./availability-api";
import { NEW_RANGE } from "./week-ranges";

interface OverrideDialogProps {
  /** The day being edited, or null when the dialog is closed. */
  date: string | null;
  existing: Override | undefined;
  timezone: string;
  onSave: (input: OverrideInput) => Promise<void>;
  onRemove: (date: string) => Promise<void>;
  onClose: () => void;
}

/** 'Edit Availability {date}': one day unavailable or with its own hours. */
export function OverrideDialog({ date, existing, timezone, onSave, onRemove, onClose }: OverrideDialogProps) {
  const [unavailable, setUnavailable] = useState(false);
  const [start, setStart] = useState<string>(NEW_RANGE.start);
  const [end, setEnd] = useState<string>(NEW_RANGE.end);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { toggle: useId(), start: useId(), end: useId() };
  const i18n = useHostI18n();
  const { t, locale } = i18n;

  useEffect(() => {
    if (!date) return;
    setUnavailable(existing?.is_unavailable ?? false);
    setStart(existing?.start_time ?? NEW_RANGE.start);
    setEnd(existing?.end_time ?? NEW_RANGE.end);
    setError(null);
  }, [date, existing]);

  const run = async (action: () => Promise<void>, fallback: HostMessageKey) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(hostErrorText(i18n, failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    // An unavailable day carries no times.
    const times = unavailable ? { start_time: null, end_time: null } : { start_time: start, end_time: end };
    void run(() => onSave({ date, is_unavailable: unavailable, ...times }), "availability.overrideSaveFailedShort");
  };

  return (
    <Dialog open={date !== null} title={t("availability.editDay", { day: date ? dayTitle(locale, date) : "" })} onClose={onClose}>
      <form onSubmit={save} noValidate className="form override-form">
        {error && <Alert>{error}</Alert>}
        <label className="switch-field" htmlFor={ids.toggle}>
          <input
            id={ids.toggle}
            type="checkbox"
            role="switch"
            aria-checked={unavailable}
            checked={unavailable}
            onChange={(event) => setUnavailable(event.target.checked)}
          />
          <span>{t("availability.markUnavailable")}</span>
        </label>
        {!unavailable && (
          <>
            <div className="override-times">
              <div className="field">
                <label htmlFor={ids.start}>{t("availability.startTime")}</label>
                <input id={ids.start} type="time" value={start} required onChange={(event) => setStart(event.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={ids.end}>{t("availability.endTime")}</label>
                <input id={ids.end} type="time" value={end} required onChange={(event) => setEnd(event.target.value)} />
              </div>
            </div>
            <p className="muted section-hint">{t("availability.overrideHint", { zone: timezone })}</p>
          </>
        )}
        <ActionRow
          className="dialog-footer override-footer"
          busy={busy}
          onCancel={onClose}
          submitLabel={t("app.save")}
          leading={
            <>
              {existing && date && (
                <button
                  type="button"
                  className="button secondary danger-text"
                  disabled={busy}
                  onClick={() => void run(() => onRemove(date), "availability.overrideDeleteFailedShort")}
                >
                  {t("availability.removeOverride")}
                </button>
              )}
              <span className="footer-spacer" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
