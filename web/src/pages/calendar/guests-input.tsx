import { useId, useState, type KeyboardEvent } from "react";

/**
 * Guests as chips (spec §5): Enter or comma adds what was typed; blank or duplicate entries are
 * ignored. Leaving the field adds a last name typed but not yet confirmed.
 */
export function GuestsInput({ guests, onChange }: { guests: string[]; onChange: (guests: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const inputId = useId();

  const add = (text: string) => {
    const names = text.split(",").map((name) => name.trim());
    const next = [...guests];
    for (const name of names) if (name && !next.includes(name)) next.push(name);
    if (next.length !== guests.length) onChange(next);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && guests.length > 0) {
      onChange(guests.slice(0, -1));
    }
  };

  return (
    <div className="field">
      <label htmlFor={inputId}>Guests</label>
      <div className="chips-input">
        {guests.map((guest) => (
          <span key={guest} className="chip">
            {guest}
            <button type="button" className="chip-remove" aria-label={`Remove ${guest}`} onClick={() => onChange(guests.filter((g) => g !== guest))}>
              ×
            </button>
          </span>
        ))}
        <input
          id={inputId}
          value={draft}
          placeholder={guests.length === 0 ? "Add a guest, then Enter or comma" : ""}
          onChange={(event) => (event.target.value.includes(",") ? add(event.target.value) : setDraft(event.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
        />
      </div>
    </div>
  );
}
