/** The duration a new booking type offers first when it can (by default 60). */
export const PREFERRED_DEFAULT_DURATION = 60;

/** Minutes offered to bookers, as they are kept: ascending, each once. */
export function normalizeDurations(durations: readonly number[]): number[] {
  return [...new Set(durations)].sort((a, b) => a - b);
}

/**
 * The default duration of a booking type: the one asked for, which must be on offer (null when it is
 * not); otherwise the previous default while it is still offered; otherwise 60 if offered, else the
 * shortest (so removing the default chip picks the first remaining one, as the form does).
 */
export function chooseDefaultDuration(
  durations: readonly number[],
  requested: number | undefined,
  previous?: number,
): number | null {
  if (requested !== undefined) return durations.includes(requested) ? requested : null;
  if (previous !== undefined && durations.includes(previous)) return previous;
  if (durations.includes(PREFERRED_DEFAULT_DURATION)) return PREFERRED_DEFAULT_DURATION;
  return durations[0] ?? null;
}
