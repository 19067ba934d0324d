import { useId, useState, type KeyboardEvent } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { digitsOnly, MAX_DURATION_MINUTES, parseDuration, withDuration, withoutDuration } from "./duration-list";

interface DurationChipsProps {
  durations: number[];
  defaultDuration: number | null;
  onChange: (durations: number[], defaultDuration: number | null) => void;
  /** The field's own validation message (e.g. none left), shown under it. */
  error?: string | undefined;
}

/**
 * 'Durations (minutes)*': type minutes and press Enter or comma to add a chip; click a chip to make it
 * the default, × to remove it.
 */
export function DurationChips({ durations, defaultDuration, onChange, error }: DurationChipsProps) {
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const { t } = useHostI18n();

  /** Adds every complete entry; answers false when one was not a valid duration. */
  const commit = (entries: string[]): boolean => {
    let next = durations;
    let nextDefault = defaultDuration;
    for (const entry of entries.filter((text) => text !== "")) {
      const minutes = parseDuration(entry);
      if (minutes === null) {
        setDraftError(t("eventtypes.durations.error", { max: MAX_DURATION_MINUTES }));
        return false;
      }
      next = withDuration(next, minutes);
      nextDefault ??= minutes;
    }
    setDraftError(null);
    if (next !== durations) onChange(next, nextDefault);
    return true;
  };

  const type = (text: string) => {
    const parts = text.split(",");
    const last = digitsOnly(parts.pop() ?? "");
    if (parts.length > 0 && !commit(parts.map(digitsOnly))) return;
    setDraft(last);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the chip instead of submitting the whole form.
    event.preventDefault();
    if (commit([draft])) setDraft("");
  };

  const describedBy = [hintId, draftError || error ? `${inputId}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="field">
      <label htmlFor={inputId}>{t("eventtypes.durations.label")}</label>
      {durations.length > 0 && (
        <ul className="chip-list" aria-label={t("eventtypes.durations")}>
          {durations.map((minutes) => {
            const isDefault = minutes === defaultDuration;
            return (
              <li key={minutes} className={`chip${isDefault ? " selected" : ""}`}>
                <button
                  type="button"
                  className="chip-label"
                  aria-pressed={isDefault}
                  title={isDefault ? t("eventtypes.durations.default") : t("eventtypes.durations.makeDefault")}
                  onClick={() => onChange(durations, minutes)}
                >
                  {t("eventtypes.minutes", { minutes })}
                  {isDefault && <strong>{t("eventtypes.durations.defaultMark")}</strong>}
                </button>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t("eventtypes.durations.remove", { minutes })}
                  title={t("eventtypes.durations.remove", { minutes })}
                  onClick={() => {
                    const next = withoutDuration(durations, defaultDuration, minutes);
                    onChange(next.durations, next.defaultDuration);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        id={inputId}
        inputMode="numeric"
        placeholder={t("eventtypes.durations.placeholder")}
        value={draft}
        aria-describedby={describedBy}
        aria-invalid={draftError || error ? true : undefined}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => commit([draft]) && setDraft("")}
      />
      <p id={hintId} className="field-hint">
        {t("eventtypes.durations.hint")}
      </p>
      {(draftError || error) && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {draftError ?? error}
        </p>
      )}
    </div>
  );
}
