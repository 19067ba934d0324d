import { addDays, addMonths, type DayKey } from "../../lib/date-strings";

/* The ranges Insights offers, as local days of the host's zone: the last 7, 30 or 90 days, this or last month, or the host's own. */

export const RANGE_PRESETS = [
  { id: "7", label: "Last 7 days" },
  { id: "30", label: "Last 30 days" },
  { id: "90", label: "Last 90 days" },
  { id: "this-month", label: "This month" },
  { id: "last-month", label: "Last month" },
  { id: "custom", label: "Custom" },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];

/** The first and last day (inclusive) of a preset, counted back from today (today included). */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: DayKey): { from: DayKey; to: DayKey } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (preset === "this-month") return { from: firstOfMonth, to: today };
  if (preset === "last-month") return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
  return { from: addDays(today, 1 - Number(preset)), to: today };
}
