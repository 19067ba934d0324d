import { useId, useState, type KeyboardEvent } from "react";
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

  /** Adds every complete entry; answers false when one was not a valid duration. */
  const commit = (entries: string[]): boolean => {
    let next = durations;
    let nextDefault = defaultDuration;
    for (const entry of entries.filter((text) => text !== "")) {
      const minutes = parseDuration(entry);
      if (minutes === null) {
        setDraftError(`Enter a whole number of minutes from 1 to ${MAX_DURATION_MINUTES}.`);
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
      <label htmlFor={inputId}>Durations (minutes)*</label>
      {durations.length > 0 && (
        <ul className="chip-list" aria-label="Durations">
          {durations.map((minutes) => {
            const isDefault = minutes === defaultDuration;
            return (
              <li key={minutes} className={`chip${isDefault ? " selected" : ""}`}>
                <button
                  type="button"
                  className="chip-label"
                  aria-pressed={isDefault}
                  title={isDefault ? "Default duration" : "Make this the default duration"}
                  onClick={() => onChange(durations, minutes)}
                >
                  {minutes} min{isDefault && <strong> · default</strong>}
                </button>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove ${minutes} min`}
                  title={`Remove ${minutes} min`}
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
        placeholder="Add minutes, e.g. 45"
        value={draft}
        aria-describedby={describedBy}
        aria-invalid={draftError || error ? true : undefined}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => commit([draft]) && setDraft("")}
      />
      <p id={hintId} className="field-hint">
        Press Enter or comma to add. Click a duration to make it the default.
      </p>
      {(draftError || error) && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {draftError ?? error}
        </p>
      )}
    </div>
  );
}
