import { fullDate, timeText } from "../../../../shared/i18n/date-labels";
import type { HostI18n } from "../../i18n/host-i18n-context";
import { localTime } from "../../lib/zoned-time";

/*
 * A booking's day and times in the host's language (docs/LANGUAGES.md, The host's language), in the
 * zone the screen shows: plain English keeps "Monday, March 9, 2026" and 24-hour "14:30".
 */

/** "Monday, March 9, 2026", "Montag, 9. März 2026": the day an instant falls on in `timeZone`. */
export const bookingDay = ({ locale }: Pick<HostI18n, "locale">, instant: number, timeZone: string): string => fullDate(locale, localTime(instant, timeZone).date);

/** "14:30", "2:30 PM": an instant's time of day in `timeZone`, on the host's clock. */
export const bookingTime = ({ locale, clock }: Pick<HostI18n, "locale" | "clock">, instant: number, timeZone: string): string => timeText(locale, instant, timeZone, clock);
