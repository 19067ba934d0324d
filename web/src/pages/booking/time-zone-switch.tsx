import { type FormEvent, useMemo, useState } from "react";
import { timeZoneChoices } from "../../../../shared/time-zone-names";

interface TimeZoneSwitchProps {
  timeZone: string;
  onChange: (timeZone: string) => void;
}

/**
 * The zone switch under the calendar: the same GET form the worker renders (worker/public-pages/
 * time-zone-switch.ts), so nothing moves when the script takes over; here it switches in place.
 */
export function TimeZoneSwitch({ timeZone, onChange }: TimeZoneSwitchProps) {
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const [picked, setPicked] = useState(timeZone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(picked);
  };
  return (
    <form className="timezone-switch" method="get" onSubmit={submit}>
      <select name="tz" aria-label="Time zone" value={picked} onChange={(event) => setPicked(event.target.value)}>
        {zones.map((zone) => (
          <option key={zone}>{zone}</option>
        ))}
      </select>
      <button type="submit" className="button secondary small">
        Show times
      </button>
    </form>
  );
}
