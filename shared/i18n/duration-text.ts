import type { Translator } from "./translator";

/**
 * A booking type's length in the booker's language, for the profile and team pages' duration chips:
 * "30 min", "1h", "1h30" in plain English (the spec's look), "1 Std. 30 Min." in German.
 */
export function durationText(t: Translator["t"], minutes: number): string {
  if (minutes < 60) return t("manage.duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t("manage.duration.hours", { hours });
  return t("manage.duration.hoursMinutes", { hours, minutes: rest });
}
