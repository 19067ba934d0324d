import { useId, useMemo, useState } from "react";
import { catalogueOfSupported, PSEUDO_LOCALE, SOURCE_CATALOGUE } from "../../../../shared/i18n/locales";
import { useHostI18n } from "../../i18n/host-i18n-context";

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

/**
 * A zone as the list shows it. English reads the ids' city names as words ("America/New York");
 * every other language (and the pseudo-locale, which stands for one) sees the id itself: those names are English.
 */
function zoneLabel(locale: string, zone: string): string {
  const english = locale !== PSEUDO_LOCALE && catalogueOfSupported(locale) === SOURCE_CATALOGUE;
  return english ? zone.replace(/_/g, " ") : zone;
}

interface TimeZoneSelectProps {
  value: string;
  /** Resolves once the schedule carries the new zone; a rejection leaves the old one showing. */
  onChange: (zone: string) => Promise<void>;
}

/** The schedule's zone, changeable: its rules and overrides are wall-clock times in it (docs/DECISIONS.md, Time). */
export function TimeZoneSelect({ value, onChange }: TimeZoneSelectProps) {
  const id = useId();
  const { t, locale } = useHostI18n();
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
      <label htmlFor={id}>{t("availability.timeZone")}</label>
      <select id={id} value={value} disabled={busy} onChange={(event) => void change(event.target.value)}>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(locale, zone)}
          </option>
        ))}
      </select>
    </div>
  );
}
