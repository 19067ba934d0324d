import { useId, useMemo, useState } from "react";

/** Every zone the browser knows, plus the current one in case the browser spells it differently. */
function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    // An old browser without the list still shows (and keeps) the current zone.
  }
  return [...new Set([...zones, "UTC", current])].sort((a, b) => a.localeCompare(b));
}

interface TimeZoneSelectProps {
  value: string;
  /** Resolves once the schedule carries the new zone; a rejection leaves the old one showing. */
  onChange: (zone: string) => Promise<void>;
}

/** The schedule's zone, changeable: its rules and overrides are wall-clock times in it (docs/DECISIONS.md, Time). */
export function TimeZoneSelect({ value, onChange }: TimeZoneSelectProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => zoneOptions(value), [value]);

  const change = async (zone: string) => {
    setBusy(true);
    try {
      await onChange(zone);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field time-zone-field">
      <label htmlFor={id}>Time zone</label>
      <select id={id} value={value} disabled={busy} onChange={(event) => void change(event.target.value)}>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, " ")}
          </option>
        ))}
      </select>
    </div>
  );
}
