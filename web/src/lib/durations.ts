/* Lengths of time as the app writes them. */

export { durationLabel } from "../../../shared/calendar-labels";

/** Minutes as the clock view sums them up: "2h30m", "0h45m". */
export function hoursAndMinutes(totalMinutes: number): string {
  const rounded = Math.round(totalMinutes);
  return `${Math.floor(rounded / 60)}h${String(rounded % 60).padStart(2, "0")}m`;
}
