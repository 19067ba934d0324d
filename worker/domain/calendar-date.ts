import { Temporal } from "temporal-polyfill";

const DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** "2026-02-28" yes; "2026-02-30", "2026-2-3" and "2026-02-28T00:00" no. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
}

/** "2026-02" yes; "2026-13" and "2026-2" no. */
export const isCalendarMonth = (text: string) => MONTH_PATTERN.test(text);
