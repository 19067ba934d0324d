import { describe, expect, it } from "vitest";
import { createTranslator } from "../../shared/i18n/translator";
import type { HostMessageKey } from "../../web/src/i18n/host-message-keys";
import ar from "../../web/src/i18n/messages/ar/settings.json";
import de from "../../web/src/i18n/messages/de/settings.json";
import en from "../../web/src/i18n/messages/en/settings.json";
import { importedNotice } from "../../web/src/pages/settings/imported-notice";

/* The import's English answer (worker/calendar/import-ics.ts) in the host's language, by its count (docs/LANGUAGES.md, Success texts). */
const hostIn = (locale: string, messages: Record<string, string>) => createTranslator<HostMessageKey>(locale, messages);

describe("importedNotice", () => {
  it("keeps the product's English byte for byte", () => {
    for (const message of ["Imported 1 event.", "Imported 2 events.", "Imported 5000 events."]) expect(importedNotice(hostIn("en", en), message)).toBe(message);
  });

  it("words the count in the host's language, with the language's plural", () => {
    expect(importedNotice(hostIn("de", de), "Imported 1 event.")).toBe("1 Termin importiert.");
    expect(importedNotice(hostIn("de", de), "Imported 5000 events.")).toBe("5000 Termine importiert.");
    expect(importedNotice(hostIn("ar", ar), "Imported 2 events.")).toBe("تم استيراد حدثين.");
  });

  it("passes on a message it does not know as it came", () => {
    expect(importedNotice(hostIn("de", de), "Nothing to import.")).toBe("Nothing to import.");
  });
});
