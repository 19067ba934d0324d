import { intlTag } from "./calendar-conventions";
import type { MessageKey } from "./message-keys";
import type { Translator } from "./translator";

/*
 * Words of the booking page that both its first view (worker) and its script (SPA) write, so the page
 * reads the same before and after the script takes over: lengths of time and lists of host names.
 */

/** Under an hour "N min", else hours and minutes as "1h30", "1h", "2h05" (spec), in the locale's words; a message pads its minutes itself where it writes them so. */
export function durationText({ t }: Pick<Translator, "t">, minutes: number): string {
  if (minutes < 60) return t("booking.durationMinutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t("booking.durationHours", { hours });
  return t("booking.durationHoursMinutes", { hours, minutes: rest });
}

/** A part of a list of names: a name, or the words between names. */
export interface ListPart {
  type: "element" | "literal";
  value: string;
}

interface HostsOf {
  hosts?: readonly { username: string }[];
  assignment?: string;
}

/** Plain English lists as the product always has ("alice, bob and carol"): the British pattern, without the serial comma. */
const listTag = (locale: string) => (intlTag(locale) === "en" ? "en-GB" : intlTag(locale));

/**
 * Who a team page says the booker meets: "with alice and bob", "with one of alice, bob" (round-robin,
 * before booking; the names apart by the language's own separator, as Intl's lists of units differ
 * between runtimes); null for a personal type. The names come as parts, so each can be isolated (bidi).
 */
export function hostsSentence({ locale, t }: Translator, { hosts, assignment }: HostsOf): { key: MessageKey; names: ListPart[] } | null {
  const names = hosts?.map((host) => host.username) ?? [];
  if (names.length === 0) return null;
  if (assignment !== "round-robin" || names.length === 1) return { key: "booking.withHosts", names: nameList(locale, names) };
  const separator: ListPart = { type: "literal", value: t("booking.nameSeparator") };
  return { key: "booking.withOneOfHosts", names: names.flatMap((name, index): ListPart[] => [...(index === 0 ? [] : [separator]), { type: "element", value: name }]) };
}

/** The names as a list the locale writes ("alice and bob", "alice und bob"), in parts. */
export const nameList = (locale: string, names: readonly string[]): ListPart[] => new Intl.ListFormat(listTag(locale), { type: "conjunction" }).formatToParts(names);
