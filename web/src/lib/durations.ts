/* Lengths of time as the app writes them. */

/** Spec §9: under 60 'N min', otherwise hours and minutes such as 1h30 (and 1h, 2h05). */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`;
}

/** Minutes as the clock view sums them up: "2h30m", "0h45m". */
export function hoursAndMinutes(totalMinutes: number): string {
  const rounded = Math.round(totalMinutes);
  return `${Math.floor(rounded / 60)}h${String(rounded % 60).padStart(2, "0")}m`;
}
