import { useState, type KeyboardEvent } from "react";

interface GuestInputProps {
  id: string;
  guests: string[];
  onChange: (guests: string[]) => void;
}

/** Adds each trimmed, non-blank name not already in the list (spec §5: guests). */
export function addGuests(guests: readonly string[], text: string): string[] {
  const next = [...guests];
  for (const part of text.split(",")) {
    const guest = part.trim();
    if (guest && !next.includes(guest)) next.push(guest);
  }
  return next;
}

/** Guest usernames as chips: typed, then added with Enter or comma (or by leaving the field). */
export function GuestInput({ id, guests, onChange }: GuestInputProps) {
  const [draft, setDraft] = useState("");

  const commit = (text: string) => {
    onChange(addGuests(guests, text));
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && guests.length > 0) {
      onChange(guests.slice(0, -1));
    }
  };

  return (
    <div className="guest-input">
      {guests.length > 0 && (
        <ul className="chips" aria-label="Guests added">
          {guests.map((guest) => (
            <li key={guest} className="chip">
              <span>{guest}</span>
              <button type="button" className="chip-remove" aria-label={`Remove ${guest}`} onClick={() => onChange(guests.filter((g) => g !== guest))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={draft}
        placeholder="Add a username, then Enter or comma"
        onChange={(event) => {
          // A pasted "ann, bob" becomes chips at once; the text after the last comma stays typed.
          const text = event.target.value;
          const lastComma = text.lastIndexOf(",");
          if (lastComma === -1) return setDraft(text);
          onChange(addGuests(guests, text.slice(0, lastComma)));
          setDraft(text.slice(lastComma + 1));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
      />
    </div>
  );
}
