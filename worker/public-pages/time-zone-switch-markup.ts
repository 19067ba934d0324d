import { timeZoneChoices } from "../../shared/time-zone-names";
import { attrs, tag, text } from "./markup";
import type { PageLanguage } from "./page-language";

interface SwitchOptions {
  action: string;
  /** The rest of the view, kept when the zone changes. */
  keep: Record<string, string | null>;
}

/** The zone switch under the calendar, as the SPA's TimeZoneSwitch renders it: a GET form that works without a script. */
export function timeZoneSwitch({ t }: PageLanguage, current: string, { action, keep }: SwitchOptions): string {
  const options = timeZoneChoices(current)
    .map((zone) => `<option${attrs({ selected: zone === current })}>${text(zone)}</option>`)
    .join("");
  const hidden = Object.entries(keep)
    .map(([name, value]) => (value === null ? "" : `<input${attrs({ type: "hidden", name, value })}>`))
    .join("");
  return tag(
    "form",
    { class: "timezone-switch", method: "get", action },
    tag("select", { name: "tz", "aria-label": t("booking.timeZone") }, options) + hidden + tag("button", { type: "submit", class: "button secondary small" }, text(t("booking.showTimes"))),
  );
}
