import { useCallback, useEffect, useState } from "react";
import { EVENTS_FETCH_FAILED } from "../../api/messages";
import { browserTimeZone } from "../../lib/zoned-time";
import { type DayKey, monthsBetween } from "../../lib/date-strings";
import { fetchMonthEvents } from "./calendar-api";
import { type CalendarEvent, occurrenceKey } from "./event-model";

/**
 * The events of every month the visible days touch (a month grid shows a few days of its
 * neighbours, a week may straddle two months). An event crossing a month boundary comes back in
 * both months: it is kept once. Failures are logged only; a 401 has signed the user out.
 * `loading` is true from the very render that asks for other days until their answer arrives.
 */
export function useCalendarEvents(first: DayKey, last: DayKey): { events: CalendarEvent[]; loading: boolean; reload: () => void } {
  const [events, setEvents] = useState<CalendarEvent[]>([]);
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<string | null>(null);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const request = `${first}/${last}/${version}`;

  useEffect(() => {
    const controller = new AbortController();
    const zone = browserTimeZone();
    Promise.all(monthsBetween(first, last).map((month) => fetchMonthEvents(month, zone, controller.signal)))
      .then((months) => {
        if (months.some((month) => month === null)) return;
        const unique = new Map<string, CalendarEvent>();
        for (const event of months.flatMap((month) => month ?? [])) unique.set(occurrenceKey(event), event);
        setEvents([...unique.values()]);
        setSettled(`${first}/${last}/${version}`);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(EVENTS_FETCH_FAILED, failure);
        setSettled(`${first}/${last}/${version}`);
      });
    return () => controller.abort();
  }, [first, last, version]);

  return { events, loading: settled !== request, reload };
}
