/*
 * The duration chips' rules: digits only, a positive whole number of minutes, no duplicates,
 * kept ascending; removing the default makes the first remaining one the default.
 */

/** A new booking type offers 30 and 60 minutes, 60 by default. */
export const DEFAULT_DURATIONS = [30, 60];
export const DEFAULT_DURATION = 60;

/** The longest duration the server accepts: a whole day. */
export const MAX_DURATION_MINUTES = 24 * 60;

export const digitsOnly = (text: string) => text.replace(/\D/g, "");

/** Minutes from a chip's text, or null when it is not a whole number from 1 to a day. */
export function parseDuration(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : null;
}

export function withDuration(durations: readonly number[], minutes: number): number[] {
  return durations.includes(minutes) ? [...durations] : [...durations, minutes].sort((a, b) => a - b);
}

export function withoutDuration(
  durations: readonly number[],
  defaultDuration: number | null,
  minutes: number,
): { durations: number[]; defaultDuration: number | null } {
  const remaining = durations.filter((d) => d !== minutes);
  return { durations: remaining, defaultDuration: defaultDuration === minutes ? (remaining[0] ?? null) : defaultDuration };
}
