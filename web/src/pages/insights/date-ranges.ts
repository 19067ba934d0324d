import type { HostI18n } from "../../i18n/host-i18n-context";
import { addDays, addMonths, type DayKey } from "../../lib/date-strings";

/* The ranges Insights offers, as local days of the host's zone: the last 7, 30 or 90 days, this or last month, or the host's own. */

export const RANGE_PRESETS = ["7", "30", "90", "this-month", "last-month", "custom"] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A preset's name in the host's language: "Last 7 days", "This month". */
export function presetLabel({ t }: Pick<HostI18n, "t">, preset: RangePreset): string {
  if (preset === "this-month") return t("insights.preset.thisMonth");
  if (preset === "last-month") return t("insights.preset.lastMonth");
  if (preset === "custom") return t("insights.preset.custom");
  return t("insights.preset.lastDays", { days: Number(preset) });
}

/** The first and last day (inclusive) of a preset, counted back from today (today included). */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: DayKey): { from: DayKey; to: DayKey } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (preset === "this-month") return { from: firstOfMonth, to: today };
  if (preset === "last-month") return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
  return { from: addDays(today, 1 - Number(preset)), to: today };
}
