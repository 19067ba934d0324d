import { defaultClock, intlTag } from "../../shared/i18n/calendar-conventions";
import { dateTimeText, dayTitle, fullDate, timeText, zoneName } from "../../shared/i18n/date-labels";
import type { Translator } from "../../shared/i18n/translator";
import { dayString } from "../domain/calendar-days";
import { localDayOf } from "../domain/time-zones";

/*
 * A booking's time as a mail reader's locale writes it, in the zone the mail is written for. Plain
 * "en" (a host or a booker reading the product's English) keeps the mail's
 * established look: US English dates with a 12-hour range and the zone's IANA name. Every other
 * locale writes its own dates, clock and zone name (shared/i18n/date-labels.ts).
 */

const isProductEnglish = (t: Translator) => t.locale === "en";

/** The tag Intl formats the mail's lists with: the product's English is US English, as its dates. */
export const listTag = (t: Translator) => (isProductEnglish(t) ? "en-US" : intlTag(t.locale));

export interface TimeRange {
  start: number;
  end: number;
}

/** "Tuesday, March 10, 2026, 10:00 – 10:30 AM (America/New_York)", "Dienstag, 10. März 2026, 16:00–16:30 (Mitteleuropäische Normalzeit)". */
export function whenText(t: Translator, { start, end }: TimeRange, timeZone: string): string {
  if (isProductEnglish(t)) {
    const format = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone });
    return `${format.formatRange(new Date(start), new Date(end))} (${timeZone})`;
  }
  const clock = defaultClock(t.locale);
  const zone = zoneName(t.locale, start, timeZone);
  const day = dayString(localDayOf(start, timeZone));
  // A booking that ends on a later day (past midnight in the reader's zone) names both days.
  if (day !== dayString(localDayOf(end - 1, timeZone))) {
    return t.t("mail.when.acrossDays", { start: dateTimeText(t.locale, start, timeZone, clock), end: dateTimeText(t.locale, end, timeZone, clock), zone });
  }
  return t.t("mail.when.sameDay", { date: fullDate(t.locale, day), start: timeText(t.locale, start, timeZone, clock), end: timeText(t.locale, end, timeZone, clock), zone });
}

/** The day a subject line names: "Mar 10, 2026", "10. März 2026", "2026年3月10日". */
export function subjectDate(t: Translator, start: number, timeZone: string): string {
  if (isProductEnglish(t)) return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(start));
  return dayTitle(t.locale, dayString(localDayOf(start, timeZone)));
}

/**
 * A moment with its zone named, for a host's notice (a request's deadline, a calendar's last sync):
 * "Tuesday, March 10, 2026 at 10:00 AM (America/New_York)" in the product's English, the locale's
 * own date, clock and zone name otherwise.
 */
export function zonedMoment(t: Translator, instant: number, timeZone: string): string {
  if (isProductEnglish(t)) {
    const time = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(instant));
    return t.t("hostmail.timeInZone", { time, zone: timeZone });
  }
  return t.t("hostmail.timeInZone", { time: dateTimeText(t.locale, instant, timeZone, defaultClock(t.locale)), zone: zoneName(t.locale, instant, timeZone) });
}
