import type { Translator } from "../../../shared/i18n/translator";
import type { HostMessageKey } from "../i18n/host-message-keys";

/* Lengths of time as the app writes them. */

export { durationLabel } from "../../../shared/calendar-labels";

/** Minutes as the clock view sums them up, in the host's language: "2h30m", "0h45m" in English. */
export function hoursAndMinutes({ t }: Pick<Translator<HostMessageKey>, "t">, totalMinutes: number): string {
  const rounded = Math.round(totalMinutes);
  return t("calendar.hoursMinutes", { hours: Math.floor(rounded / 60), minutes: String(rounded % 60).padStart(2, "0") });
}
