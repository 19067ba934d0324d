import { type KeyboardEvent, useState } from "react";
import { useOptionalHostI18n } from "../../i18n/host-i18n-context";

/** Adds each trimmed, non-blank entry of a comma-separated text that is not in the list yet. */
export function addEntries(values: readonly string[], text: string): string[] {
  const next = [...values];
  for (const part of text.split(",")) {
    const value = part.trim();
    if (value && !next.includes(value)) next.push(value);
  }
  return next;
}

interface ChipsInputProps {
  /** The text field's id, for its <label>. */
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Names the list of chips for screen readers, e.g. "Guests added". */
  listLabel: string;
  placeholder: string;
  /** Names a chip's remove button ("Remove ann"); a booker page passes its own language's words. */
  removeLabel?: (value: string) => string;
}

/**
 * Entries as removable chips: typed, then added with Enter or comma (or by leaving the field); a
 * pasted "ann, bob" becomes chips at once; Backspace in the empty field removes the last one.
 * Used for guests on the booking form and in the calendar's event form.
 */
export function ChipsInput({ id, values, onChange, listLabel, placeholder, removeLabel }: ChipsInputProps) {
  const host = useOptionalHostI18n();
  const removeText = (value: string) => removeLabel?.(value) ?? host?.t("app.removeEntry", { value }) ?? `Remove ${value}`;
  const [draft, setDraft] = useState("");

  const commit = (text: string) => {
    const next = addEntries(values, text);
    if (next.length !== values.length) onChange(next);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div className="chips-input">
      {values.length > 0 && (
        <ul className="chip-list" aria-label={listLabel}>
          {values.map((value) => (
            <li key={value} className="chip">
              <span>{value}</span>
              <button type="button" className="chip-remove" aria-label={removeText(value)} onClick={() => onChange(values.filter((v) => v !== value))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={draft}
        placeholder={values.length === 0 ? placeholder : ""}
        onChange={(event) => {
          // Everything before the last comma becomes chips; what follows it stays typed.
          const text = event.target.value;
          const lastComma = text.lastIndexOf(",");
          if (lastComma === -1) return setDraft(text);
          const next = addEntries(values, text.slice(0, lastComma));
          if (next.length !== values.length) onChange(next);
          setDraft(text.slice(lastComma + 1));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
      />
    </div>
  );
}
