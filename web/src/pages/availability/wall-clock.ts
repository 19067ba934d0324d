import { timeText } from "../../../../shared/i18n/date-labels";
import type { HostI18n } from "../../i18n/host-i18n-context";

/*
 * A schedule's wall-clock "HH:mm" (docs/DECISIONS.md, Time) on the host's clock and in the host's
 * language (docs/LANGUAGES.md, The host's language): plain English keeps "09:00".
 */
export function wallClockText({ locale, clock }: Pick<HostI18n, "locale" | "clock">, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return timeText(locale, Date.UTC(1970, 0, 1, hours, minutes), "UTC", clock);
}
