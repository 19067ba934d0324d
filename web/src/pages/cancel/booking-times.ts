import { useMemo } from "react";
import { fullDate, timeText } from "../../../../shared/i18n/date-labels";
import { useI18n } from "../../i18n/i18n-context";
import { localTime } from "../../lib/zoned-time";

export interface BookingTimes {
  /** "Monday, March 9, 2026" in the booker's language. */
  date(instant: number): string;
  /** "10:00" or "10:00 AM", on the booker's clock. */
  time(instant: number): string;
}

/** The cancel and reschedule pages' dates and times: the booker's locale and clock, in `timeZone`. */
export function useBookingTimes(timeZone: string): BookingTimes {
  const { locale, clock } = useI18n();
  return useMemo(
    () => ({
      date: (instant) => fullDate(locale, localTime(instant, timeZone).date),
      time: (instant) => timeText(locale, instant, timeZone, clock),
    }),
    [locale, clock, timeZone],
  );
}
