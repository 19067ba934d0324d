import { describe, expect, it } from "vitest";
import { readHostCatalogues } from "../../scripts/i18n-catalogues.mjs";
import { createTranslator } from "../../shared/i18n/translator";
import type { HostMessageKey } from "../../web/src/i18n/host-message-keys";
import { durationLabel, hoursAndMinutes } from "../../web/src/lib/durations";

const hostCatalogues = readHostCatalogues();
const english = createTranslator<HostMessageKey>("en", hostCatalogues.en ?? {});
const german = createTranslator<HostMessageKey>("de", hostCatalogues.de ?? {});

describe("durations", () => {
  it.each([
    [15, "15 min"],
    [59, "59 min"],
    [60, "1h"],
    [90, "1h30"],
    [125, "2h05"],
    [480, "8h"],
  ])("writes %i minutes as %s", (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });

  it.each([
    [0, "0h00m"],
    [45, "0h45m"],
    [150, "2h30m"],
    [89.6, "1h30m"],
  ])("the clock view sums %d minutes up as %s", (minutes, label) => {
    expect(hoursAndMinutes(english, minutes)).toBe(label);
  });

  it("the clock view's sums speak the host's language", () => {
    expect(hoursAndMinutes(german, 150)).toBe("2 Std. 30 Min.");
  });
});
