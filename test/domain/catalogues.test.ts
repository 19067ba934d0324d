import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCatalogues, readHostCatalogues } from "../../scripts/i18n-catalogues.mjs";
import { CATALOGUES, SOURCE_CATALOGUE } from "../../shared/i18n/locales";
import { NAMESPACES } from "../../shared/i18n/message-keys";
import { HOST_NAMESPACES } from "../../web/src/i18n/host-message-keys";

/*
 * The catalogues (docs/LANGUAGES.md) held to English, the source of keys: the same keys everywhere,
 * every message valid ICU MessageFormat, every plural with the forms its language needs, and the same
 * placeholders as the English message, so no translation drops a value or asks for one never given.
 * Both sets: the booker's (shared/i18n/messages) and the host app's (web/src/i18n/messages).
 */
const translations = CATALOGUES.filter((catalogue) => catalogue !== SOURCE_CATALOGUE);

/** The values a message takes ({name}, {count, plural, …}, <tag>…</tag>), nested ones included. */
function placeholdersOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.tag) placeholdersOf(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholdersOf(option.value, names);
    }
  }
  return names;
}

interface PluralUse {
  argument: string;
  ordinal: boolean;
  forms: string[];
}

function pluralsOf(elements: MessageFormatElement[], found: PluralUse[] = []): PluralUse[] {
  for (const element of elements) {
    if (element.type === TYPE.tag) pluralsOf(element.children, found);
    if (element.type === TYPE.plural) found.push({ argument: element.value, ordinal: element.pluralType === "ordinal", forms: Object.keys(element.options) });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, found);
    }
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

describe.each([
  { set: "booker", catalogues: readCatalogues(), namespaces: NAMESPACES as readonly string[] },
  { set: "host app", catalogues: readHostCatalogues(), namespaces: HOST_NAMESPACES as readonly string[] },
])("the $set catalogues", ({ catalogues, namespaces }) => {
  const english = catalogues[SOURCE_CATALOGUE] ?? {};

  it("are exactly the twelve locales, each with one file per namespace", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...CATALOGUES].sort());
  });

  it.each(CATALOGUES)("%s has one file for each namespace, the host's mail included, and no other", (catalogue) => {
    const folder = fileURLToPath(new URL(`../../shared/i18n/messages/${catalogue}/`, import.meta.url));
    expect(readdirSync(folder).sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  it("key every English message by its namespace", () => {
    const strays = Object.keys(english).filter((key) => !namespaces.some((namespace) => key.startsWith(`${namespace}.`)));
    expect(strays).toEqual([]);
  });

  it.each(translations)("%s has exactly the English keys: none missing, none extra", (catalogue) => {
    const keys = new Set(Object.keys(catalogues[catalogue] ?? {}));
    const missing = Object.keys(english).filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(CATALOGUES)("every %s message parses as ICU MessageFormat", (catalogue) => {
    const unparsable = Object.entries(catalogues[catalogue] ?? {}).flatMap(([key, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${key}: ${String(error)}`];
      }
    });
    expect(unparsable).toEqual([]);
  });

  it.each(translations)("every %s message takes the English message's placeholders", (catalogue) => {
    const mismatched = Object.entries(catalogues[catalogue] ?? {}).flatMap(([key, message]) => {
      const source = english[key];
      if (source === undefined) return [];
      const want = sorted(placeholdersOf(parse(source)));
      const have = sorted(placeholdersOf(parse(message)));
      return want.join() === have.join() ? [] : [`${key}: wants {${want.join("}, {")}}, has {${have.join("}, {")}}`];
    });
    expect(mismatched).toEqual([]);
  });

  it.each(CATALOGUES)("every %s plural has each form Intl.PluralRules knows for the language", (catalogue) => {
    const cardinal = new Intl.PluralRules(catalogue).resolvedOptions().pluralCategories;
    const ordinal = new Intl.PluralRules(catalogue, { type: "ordinal" }).resolvedOptions().pluralCategories;
    const incomplete = Object.entries(catalogues[catalogue] ?? {}).flatMap(([key, message]) =>
      pluralsOf(parse(message)).flatMap(({ argument, ordinal: isOrdinal, forms }) => {
        const lacking = (isOrdinal ? ordinal : cardinal).filter((category) => !forms.includes(category));
        return lacking.length === 0 ? [] : [`${key} {${argument}} lacks ${lacking.join(", ")}`];
      }),
    );
    expect(incomplete).toEqual([]);
  });

  it("keep English messages without values exactly as the spec writes them", () => {
    // An ICU quote ('{' …) or a stray escape would change the text a test or the spec expects.
    const changed = Object.entries(english).flatMap(([key, message]) => {
      const elements = parse(message);
      if (!elements.every((element) => element.type === TYPE.literal)) return [];
      const text = elements.map((element) => (element.type === TYPE.literal ? element.value : "")).join("");
      return text === message ? [] : [`${key}: reads "${text}"`];
    });
    expect(changed).toEqual([]);
  });
});
