import { type FormEvent, useMemo, useState } from "react";
import { timeZoneChoices } from "../../../../shared/time-zone-names";
import { useI18n } from "../../i18n/i18n-context";

interface TimeZoneSwitchProps {
  timeZone: string;
  onChange: (timeZone: string) => void;
}

/**
 * The zone switch under the calendar: the same GET form the worker renders (worker/public-pages/
 * time-zone-switch.ts), so nothing moves when the script takes over; here it switches in place.
 */
export function TimeZoneSwitch({ timeZone, onChange }: TimeZoneSwitchProps) {
  const { t } = useI18n();
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const [picked, setPicked] = useState(timeZone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(picked);
  };
  return (
    <form className="timezone-switch" method="get" onSubmit={submit}>
      <select name="tz" aria-label={t("booking.timeZone")} value={picked} onChange={(event) => setPicked(event.target.value)}>
        {zones.map((zone) => (
          <option key={zone}>{zone}</option>
        ))}
      </select>
      <button type="submit" className="button secondary small">
        {t("booking.showTimes")}
      </button>
    </form>
  );
}
