import { useCallback, useEffect, useState } from "react";
import { type BookingView, ZONE_COOKIE } from "../../../../shared/public-page-data";

const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the zone for the server, so the next page it renders shows times in it from the start. */
function rememberZone(timeZone: string): void {
  document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(timeZone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The zone the booking page shows times in. It starts as the zone the server rendered, so the script
 * takes over the same times; when the server only guessed it (no ?tz=, no cookie) the browser's own
 * zone wins, and is remembered. A zone the visitor picks is remembered too.
 */
export function useVisitorZone(view: BookingView | undefined, browserZone: string): [string, (timeZone: string) => void] {
  const [timeZone, setTimeZone] = useState(() => view?.timeZone ?? browserZone);
  const guessed = view === undefined || !view.zoneChosen;

  useEffect(() => {
    if (!guessed) return;
    rememberZone(browserZone);
    setTimeZone(browserZone);
  }, [guessed, browserZone]);

  const choose = useCallback((next: string) => {
    rememberZone(next);
    setTimeZone(next);
  }, []);
  return [timeZone, choose];
}
