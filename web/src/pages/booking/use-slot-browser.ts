import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DAY_SLOTS_FAILED, MONTH_AVAILABILITY_FAILED } from "../../api/messages";
import { localTime } from "../../lib/zoned-time";
import { dayOfMonth, monthOf, shiftMonth } from "../../lib/date-strings";
import { type DaySlots, fetchAvailableDays, fetchDaySlots } from "./booking-api";
import { type KnownSlots, availableDaysOf, coversDate, coversMonth, firstSelectableDate, seatsByStart, startsOnDate } from "./slot-math";

/** The slot list appears this long after its data, so a quick day switch does not flicker. */
export const REVEAL_DELAY_MS = 150;

export interface SlotBrowser {
  today: string;
  month: string;
  showMonth: (month: string) => void;
  /** Day-of-month numbers with free slots; null while loading. */
  days: number[] | null;
  selectedDate: string | null;
  selectDate: (date: string) => void;
  /** The selected day's slot starts (epoch ms); null while loading. */
  daySlots: number[] | null;
  /** A seated type's seats left at each start (docs/SEATS.md); empty for other types. */
  seatsLeft: ReadonlyMap<number, number>;
  /** True once the list may show (REVEAL_DELAY_MS after its data arrived). */
  revealed: boolean;
  /**
   * Asks the server again for the month's days and the day's times, whether the page came with them or
   * fetched them, e.g. after a booking failed because someone took the time.
   */
  reloadSlots: () => void;
}

interface Options {
  slug: string;
  timeZone: string;
  duration: number;
  known: KnownSlots | null;
  /** The reschedule page's token: the booking's own time shows as free. */
  reschedule?: string;
  /** Where the page starts: the month and day the server rendered, or the reschedule page's booking day; else today or the first free day. */
  initial?: { month: string; date: string | null } | undefined;
}

/**
 * Month, day and slots of the booking page (browse date and duration). Slots the worker
 * inlined answer without a request; other months and durations come from the API. Days in the past
 * or without slots cannot be chosen; the first free day is selected whenever none is.
 */
export function useSlotBrowser({ slug, timeZone, duration, known, reschedule, initial }: Options): SlotBrowser {
  const today = useMemo(() => localTime(Date.now(), timeZone).date, [timeZone]);
  const [month, setMonth] = useState(() => initial?.month ?? monthOf(today));
  const [chosenDate, setChosenDate] = useState<string | null>(() => initial?.date ?? null);
  // Each reload makes every earlier answer stale, the inlined slots included.
  const [reloads, setReloads] = useState(0);
  const knownSlots = reloads === 0 && known?.duration === duration ? known : null;

  const monthKey = `${month}|${duration}|${reloads}`;
  const knownDays = useMemo(
    () => (knownSlots && coversMonth(knownSlots, month) ? availableDaysOf(knownSlots.starts, month, timeZone) : null),
    [knownSlots, month, timeZone],
  );
  const [fetchedDays, setFetchedDays] = useState<{ key: string; days: number[] } | null>(null);
  useEffect(() => {
    if (knownDays) return;
    const controller = new AbortController();
    fetchAvailableDays({ slug, timeZone, duration, reschedule }, month, controller.signal)
      .then((days) => setFetchedDays({ key: monthKey, days }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(MONTH_AVAILABILITY_FAILED, error);
        setFetchedDays({ key: monthKey, days: [] });
      });
    return () => controller.abort();
  }, [slug, timeZone, duration, reschedule, month, monthKey, knownDays]);
  const days = knownDays ?? (fetchedDays?.key === monthKey ? fetchedDays.days : null);

  // The visitor's pick while it is still free in the month shown, else the first free day.
  const selectedDate = useMemo(() => {
    if (!days) return null;
    const chosenIsFree = chosenDate !== null && monthOf(chosenDate) === month && chosenDate >= today && days.includes(dayOfMonth(chosenDate));
    return chosenIsFree ? chosenDate : firstSelectableDate(days, month, today);
  }, [days, chosenDate, month, today]);

  // Nothing left this month on arrival: open on the next one instead (once; later moves are the visitor's).
  const openedOnFreeMonth = useRef(initial !== undefined);
  useEffect(() => {
    if (openedOnFreeMonth.current || !days) return;
    openedOnFreeMonth.current = true;
    if (!firstSelectableDate(days, month, today)) setMonth(shiftMonth(month, 1));
  }, [days, month, today]);

  const dayKey = `${selectedDate}|${duration}|${reloads}`;
  const knownDaySlots = useMemo(
    () => (knownSlots && selectedDate && coversDate(knownSlots, selectedDate) ? startsOnDate(knownSlots.starts, selectedDate, timeZone) : null),
    [knownSlots, selectedDate, timeZone],
  );
  const [fetchedSlots, setFetchedSlots] = useState<{ key: string; slots: DaySlots } | null>(null);
  useEffect(() => {
    if (knownDaySlots || !selectedDate) return;
    const controller = new AbortController();
    fetchDaySlots({ slug, timeZone, duration, reschedule }, selectedDate, controller.signal)
      .then((slots) => setFetchedSlots({ key: dayKey, slots }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Logged only; the list stays empty.
        console.error(DAY_SLOTS_FAILED, error);
        setFetchedSlots({ key: dayKey, slots: { starts: [] } });
      });
    return () => controller.abort();
  }, [slug, timeZone, duration, reschedule, selectedDate, dayKey, knownDaySlots]);
  const fetchedDay = fetchedSlots?.key === dayKey ? fetchedSlots.slots : null;
  const daySlots = selectedDate ? (knownDaySlots ?? fetchedDay?.starts ?? null) : days && [];
  const knownSeats = useMemo(() => seatsByStart(knownSlots?.starts ?? [], knownSlots?.seatsLeft), [knownSlots]);
  const fetchedSeats = useMemo(() => seatsByStart(fetchedDay?.starts ?? [], fetchedDay?.seatsLeft), [fetchedDay]);

  const revealKey = `${monthKey}|${dayKey}`;
  const slotsLoaded = daySlots !== null;
  // Times the page already had (the server showed them) show at once, with no spinner in between.
  const [revealedKey, setRevealedKey] = useState<string | null>(() => (slotsLoaded ? revealKey : null));
  useEffect(() => {
    if (!slotsLoaded) return;
    const timer = setTimeout(() => setRevealedKey(revealKey), REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slotsLoaded, revealKey]);

  const showMonth = useCallback((next: string) => setMonth(next), []);
  const reloadSlots = useCallback(() => setReloads((count) => count + 1), []);
  return {
    today,
    month,
    showMonth,
    days,
    selectedDate,
    selectDate: setChosenDate,
    daySlots,
    seatsLeft: knownDaySlots ? knownSeats : fetchedSeats,
    revealed: slotsLoaded && revealedKey === revealKey,
    reloadSlots,
  };
}
