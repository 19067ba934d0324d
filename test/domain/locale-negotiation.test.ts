import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultClock, firstDayOfRegion, firstDayOfWeek } from "../../shared/i18n/calendar-conventions";
import { weekFrom } from "../../shared/i18n/date-labels";
import { catalogueOf, catalogueOfSupported, directionOf, supportedTag } from "../../shared/i18n/locales";
import { ACCEPT_LANGUAGE_MAX_TAGS, acceptedTags, negotiateLocale } from "../../shared/i18n/negotiate";

/* How a booker page picks its language and how that language writes its calendar (docs/LANGUAGES.md). */

describe("negotiateLocale", () => {
  const all = { query: "fr", remembered: "de", eventType: "es", acceptLanguage: "it", hostDefault: "nl" };

  it("takes ?lang=, then the remembered choice, the type's language, Accept-Language, the host's default", () => {
    expect(negotiateLocale(all)).toBe("fr");
    expect(negotiateLocale({ ...all, query: null })).toBe("de");
    expect(negotiateLocale({ ...all, query: null, remembered: null })).toBe("es");
    expect(negotiateLocale({ ...all, query: null, remembered: null, eventType: null })).toBe("it");
    expect(negotiateLocale({ hostDefault: "nl" })).toBe("nl");
    expect(negotiateLocale({})).toBe("en");
  });

  it("skips a source naming a language Hangout does not speak", () => {
    expect(negotiateLocale({ ...all, query: "ru" })).toBe("de");
    expect(negotiateLocale({ query: "not a tag!", remembered: "xx", eventType: "sv", acceptLanguage: "ru, fi;q=0.8", hostDefault: "ja" })).toBe("ja");
    expect(negotiateLocale({ acceptLanguage: "ru, sv;q=0.9, nl;q=0.1" })).toBe("nl");
  });

  it("reads Accept-Language by q-value, the first listed winning a tie, and drops q=0 and *", () => {
    expect(negotiateLocale({ acceptLanguage: "fr;q=0.5, de;q=0.9" })).toBe("de");
    expect(negotiateLocale({ acceptLanguage: "ja;q=0.8, zh-CN;q=0.8" })).toBe("ja");
    expect(negotiateLocale({ acceptLanguage: "de;q=0, *, fr;q=0.1" })).toBe("fr");
    expect(acceptedTags("en-US,en;q=0.9, pl;q=0.95,*;q=0.5,he;q=0")).toEqual(["en-US", "pl", "en"]);
  });

  it("keeps the whole tag, in canonical spelling, for Intl", () => {
    expect(negotiateLocale({ query: "EN-us" })).toBe("en-US");
    expect(negotiateLocale({ acceptLanguage: "pt-PT,pt;q=0.9" })).toBe("pt-PT");
    expect(negotiateLocale({ acceptLanguage: "zh-Hans-CN" })).toBe("zh-Hans-CN");
  });

  describe("a huge Accept-Language", () => {
    afterEach(() => vi.restoreAllMocks());
    /** 100 KB of tags Hangout does not speak, each a well-formed one that costs a canonicalisation. */
    const huge = Array.from({ length: 20_000 }, (_, index) => `x${String(index % 10)}-${String(index % 1000).padStart(3, "0")}`).join(",");

    it("canonicalises only its first tags", () => {
      expect(huge.length).toBeGreaterThan(100_000);
      const canonicalise = vi.spyOn(Intl, "getCanonicalLocales");
      expect(negotiateLocale({ acceptLanguage: huge })).toBe("en");
      expect(canonicalise.mock.calls.length).toBeGreaterThan(0);
      expect(canonicalise.mock.calls.length).toBeLessThanOrEqual(ACCEPT_LANGUAGE_MAX_TAGS);
    });

    it("ignores a language past the cap, and one the length cap cuts in two", () => {
      const unspoken = Array.from({ length: ACCEPT_LANGUAGE_MAX_TAGS }, () => "ru").join(",");
      expect(negotiateLocale({ acceptLanguage: `${unspoken},de` })).toBe("en");
      expect(negotiateLocale({ acceptLanguage: `ru,de,${huge}` })).toBe("de");
      expect(acceptedTags(`${"x".repeat(509)},de-CH`)).toEqual(["x".repeat(509)]);
      expect(acceptedTags(huge)).toHaveLength(ACCEPT_LANGUAGE_MAX_TAGS);
    });
  });

  it("offers the pseudo-locale only where it is enabled", () => {
    expect(negotiateLocale({ query: "en-XA", acceptLanguage: "de" })).toBe("de");
    expect(negotiateLocale({ query: "en-XA", acceptLanguage: "de", pseudo: true })).toBe("en-XA");
  });
});

describe("catalogues of tags", () => {
  it("reads a tag's own catalogue, else its language's", () => {
    expect(catalogueOf("pt-PT")).toBe("pt-BR");
    expect(catalogueOf("de-AT")).toBe("de");
    expect(catalogueOf("zh-TW")).toBe("zh-CN");
    expect(catalogueOf("pt-br")).toBe("pt-BR");
    expect(catalogueOf("ru")).toBeNull();
    expect(catalogueOfSupported("en-XA")).toBe("en");
  });

  it("supports a tag only when Hangout speaks its language", () => {
    expect(supportedTag("de-at")).toBe("de-AT");
    expect(supportedTag("sv")).toBeNull();
    expect(supportedTag("")).toBeNull();
    expect(supportedTag("en-XA")).toBeNull();
  });

  it("writes Arabic and Hebrew right to left", () => {
    expect(["ar", "ar-EG", "he", "he-IL", "de", "en-US"].map(directionOf)).toEqual(["rtl", "rtl", "rtl", "rtl", "ltr", "ltr"]);
  });
});

describe("calendar conventions", () => {
  it("starts weeks as each locale does", () => {
    expect(firstDayOfWeek("de")).toBe(1);
    expect(firstDayOfWeek("en")).toBe(0);
    expect(firstDayOfWeek("en-US")).toBe(0);
    expect(firstDayOfWeek("en-GB")).toBe(1);
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("he")).toBe(0);
    expect(firstDayOfWeek("pt-BR")).toBe(0);
    expect(firstDayOfWeek("fr")).toBe(1);
    expect(weekFrom(firstDayOfWeek("de"))).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("reads times on each locale's clock, plain English on the spec's 24 hours", () => {
    expect(defaultClock("en")).toBe("24");
    expect(defaultClock("en-US")).toBe("12");
    expect(defaultClock("en-GB")).toBe("24");
    expect(defaultClock("de")).toBe("24");
    expect(defaultClock("ja")).toBe("24");
  });

  describe("without Intl week data", () => {
    const prototype = Intl.Locale.prototype as Intl.Locale & { getWeekInfo?: unknown; weekInfo?: unknown };
    const own = {
      getWeekInfo: Object.getOwnPropertyDescriptor(prototype, "getWeekInfo"),
      weekInfo: Object.getOwnPropertyDescriptor(prototype, "weekInfo"),
    };
    const hideWeekData = () => {
      Object.defineProperty(prototype, "getWeekInfo", { value: undefined, configurable: true });
      Object.defineProperty(prototype, "weekInfo", { get: () => undefined, configurable: true });
    };
    afterEach(() => {
      for (const [name, descriptor] of Object.entries(own)) {
        if (descriptor) Object.defineProperty(prototype, name, descriptor);
        else delete (prototype as unknown as Record<string, unknown>)[name];
      }
    });

    it("falls back to CLDR's table of regions, the language's likely region when the tag names none", () => {
      hideWeekData();
      // Tags no other test asked for: firstDayOfWeek keeps each answer.
      expect(firstDayOfWeek("es-MX")).toBe(0);
      expect(firstDayOfWeek("ar-AE")).toBe(6);
      expect(firstDayOfWeek("ar-MA")).toBe(1);
      expect(firstDayOfWeek("he-IL")).toBe(0);
      expect(firstDayOfWeek("ja-JP")).toBe(0);
      expect(firstDayOfWeek("nl-BE")).toBe(1);
      expect(firstDayOfWeek("pt")).toBe(0);
    });

    it("answers Intl's week data where the runtime has it", () => {
      // Wednesday (Intl counts 1 = Monday … 7 = Sunday), a week start no table has: it came from Intl.
      Object.defineProperty(prototype, "getWeekInfo", { value: () => ({ firstDay: 3 }), configurable: true });
      expect(firstDayOfWeek("it-CH")).toBe(3);
    });

    it("has a table for every kind of week start", () => {
      expect([firstDayOfRegion("US"), firstDayOfRegion("DE"), firstDayOfRegion("EG"), firstDayOfRegion("MV"), firstDayOfRegion(null)]).toEqual([0, 1, 6, 5, 1]);
    });
  });
});
