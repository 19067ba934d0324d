import type { HostMessageKey } from "../../i18n/host-message-keys";
import { addDays, type DayKey, daysBetween } from "../../lib/date-strings";
import type { CalendarEventJson } from "./calendar-api";
import { dayKeyOf, localMidnight } from "./dates";

/** A recurrence as the server answers it. */
export type Frequency = "YEARLY" | "MONTHLY" | "WEEKLY";
export const FREQUENCIES: readonly Frequency[] = ["YEARLY", "MONTHLY", "WEEKLY"];
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export type Recurrence = NonNullable<CalendarEventJson["recurrence"]>;

export type EventType = CalendarEventJson["type"];
/** What the form may choose: booked events come from bookings only. */
export const EDITABLE_TYPES = ["personal", "blocked", "birthday"] as const;
export type EditableType = (typeof EDITABLE_TYPES)[number];

/** One occurrence as GET /api/events/manual answers it. */
export type CalendarEvent = CalendarEventJson;

export const TYPE_LABELS: Record<EventType, HostMessageKey> = {
  personal: "calendar.type.personal",
  blocked: "calendar.type.blocked",
  birthday: "calendar.type.birthday",
  booked: "calendar.type.booked",
};

/** Tells occurrences of one series apart: they share the series' id. */
export const occurrenceKey = (event: CalendarEvent): string => `${event.id}@${event.start_time}`;

export const isRecurring = (event: CalendarEvent): boolean => event.recurrence_id !== null || event.recurrence !== null;

/** First local day of an all-day event, or the local day a timed one starts on. */
export const firstDayOf = (event: CalendarEvent): DayKey =>
  event.is_all_day && event.start_date ? event.start_date : dayKeyOf(new Date(event.start_time));

/** Last local day, inclusive. */
export function lastDayOf(event: CalendarEvent): DayKey {
  if (event.is_all_day && event.end_date) return event.end_date;
  if (event.end_time === null) return firstDayOf(event);
  // The end is exclusive: a meeting ending at midnight does not reach into the next day.
  const end = new Date(new Date(event.end_time).getTime() - 1);
  const last = dayKeyOf(end);
  return last < firstDayOf(event) ? firstDayOf(event) : last;
}

/** The local instants the event covers; all-day events run from midnight to midnight. */
export function boundsOf(event: CalendarEvent): { start: Date; end: Date | null } {
  if (event.is_all_day) return { start: localMidnight(firstDayOf(event)), end: localMidnight(addDays(lastDayOf(event), 1)) };
  return { start: new Date(event.start_time), end: event.end_time === null ? null : new Date(event.end_time) };
}

/** Past if it ended before now (a point in time: if it happened before now). */
export function isPast(event: CalendarEvent, now: Date): boolean {
  const { start, end } = boundsOf(event);
  return (end ?? start).getTime() < now.getTime();
}

/** Current while now lies between start and end. */
export function isCurrent(event: CalendarEvent, now: Date): boolean {
  const { start, end } = boundsOf(event);
  return end !== null && start.getTime() <= now.getTime() && now.getTime() < end.getTime();
}

export const coversDay = (event: CalendarEvent, day: DayKey): boolean => firstDayOf(event) <= day && day <= lastDayOf(event);

/** All-day events first, then by start, then by title. */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.is_all_day !== b.is_all_day) return a.is_all_day ? -1 : 1;
  return boundsOf(a).start.getTime() - boundsOf(b).start.getTime() || a.title.localeCompare(b.title);
}

/** The day's events, in the order the calendar lists them. */
export const eventsOnDay = (events: readonly CalendarEvent[], day: DayKey): CalendarEvent[] =>
  events.filter((event) => coversDay(event, day)).sort(compareEvents);

/** Days → their events, for a grid of many days at once. */
export function eventsByDay(events: readonly CalendarEvent[], days: readonly DayKey[]): Map<DayKey, CalendarEvent[]> {
  const byDay = new Map<DayKey, CalendarEvent[]>(days.map((day) => [day, []]));
  if (days.length === 0) return byDay;
  const [first, last] = [days[0]!, days[days.length - 1]!];
  for (const event of events) {
    const from = firstDayOf(event) > first ? firstDayOf(event) : first;
    const to = lastDayOf(event) < last ? lastDayOf(event) : last;
    if (from > to) continue;
    for (const day of daysBetween(from, to)) byDay.get(day)?.push(event);
  }
  for (const list of byDay.values()) list.sort(compareEvents);
  return byDay;
}
