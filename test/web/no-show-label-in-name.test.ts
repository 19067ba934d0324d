import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../shared/i18n/locales";

/*
 * Bookings' Past tab names each no-show button for its booking ("Booker no-show: Ada"): the name starts
 * with the button's visible text, so a person who says what they see reaches it (WCAG 2.5.3 Label in Name).
 */
const VISIBLE_AND_NAMED = [
  ["bookings.noShow.bookerButton", "bookings.noShow.markBooker"],
  ["bookings.noShow.hostButton", "bookings.noShow.markHost"],
  ["bookings.noShow.undo", "bookings.noShow.undoNamed"],
] as const;

const bookingsCatalogue = (catalogue: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/messages/${catalogue}/bookings.json`, import.meta.url), "utf8")) as Record<string, string>;

describe("the no-show buttons' accessible names", () => {
  it.each(CATALOGUES)("start with the text the button shows, in %s", (catalogue) => {
    const messages = bookingsCatalogue(catalogue);
    const mismatched = VISIBLE_AND_NAMED.filter(([visible, named]) => !messages[named]?.startsWith(messages[visible] ?? "\u0000")).map(
      ([visible, named]) => `${named} "${messages[named]}" does not start with ${visible} "${messages[visible]}"`,
    );
    expect(mismatched).toEqual([]);
  });
});
