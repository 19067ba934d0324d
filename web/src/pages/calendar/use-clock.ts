import { useEffect, useState, useSyncExternalStore } from "react";

/** The current-time indicator moves every 60 seconds. */
export const NOW_REFRESH_MS = 60_000;

/** The current time, refreshed every minute (past/current cards, the red line, the clock hand). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether a CSS media query matches, following changes (e.g. the 768px month-cell cap). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
