import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser";
import { isolate } from "../../shared/i18n/bidi";
import { SOURCE_CATALOGUE, catalogueOfSupported, PSEUDO_LOCALE } from "../../shared/i18n/locales";
import type { MessageKey } from "../../shared/i18n/message-keys";
import type { MessageValues, Messages } from "../../shared/i18n/translator";
import { loadMessages, translatorFor } from "./catalogues";

/*
 * An API error in its reader's language: a booker's, or a signed-in host's. Routes and use cases throw
 * the English text of spec §8 (HttpError); at the edge it is found among the English `errors.` (and
 * `hosterrors.`) messages and written in the reader's locale. A message the catalogue has no key for stays as it is.
 * Most messages are fixed texts, found by equality; a few carry a value the host wrote (a question's
 * label) and are found by their English pattern, the value carried over into the translation.
 */
interface ErrorPattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
}

interface EnglishErrors {
  exact: Map<string, MessageKey>;
  patterns: ErrorPattern[];
}

let englishErrors: EnglishErrors | null = null;

const ERROR_PREFIXES = ["errors.", "places.errors.", "hosterrors."];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English message as a regex whose groups are its arguments, or null when it has none (or other ICU forms). */
function patternOf(key: MessageKey, elements: MessageFormatElement[]): ErrorPattern | null {
  let source = "";
  const names: string[] = [];
  for (const element of elements) {
    if (element.type === TYPE.literal) source += escapeRegex(element.value);
    else if (element.type === TYPE.argument || element.type === TYPE.number) {
      source += "(.+?)";
      names.push(element.value);
    } else return null;
  }
  return names.length === 0 ? null : { key, regex: new RegExp(`^${source}$`, "s"), names };
}

function errorsOf(english: Messages): EnglishErrors {
  if (englishErrors) return englishErrors;
  const exact = new Map<string, MessageKey>();
  const patterns: ErrorPattern[] = [];
  for (const [key, text] of Object.entries(english)) {
    // Meeting places keep their errors in their own namespace (places.json, docs/MEETING-PLACES.md), the host's API in theirs (hosterrors.json).
    if (!ERROR_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    const pattern = patternOf(key as MessageKey, parse(text));
    if (pattern) patterns.push(pattern);
    else exact.set(text, key as MessageKey);
  }
  englishErrors = { exact, patterns };
  return englishErrors;
}

/** The message's key and the values its pattern took from it, or null when no English error reads so. */
function keyOf(errors: EnglishErrors, message: string): { key: MessageKey; values?: MessageValues } | null {
  const key = errors.exact.get(message);
  if (key !== undefined) return { key };
  for (const pattern of errors.patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    // The values are the host's words (labels, choices): isolated, so they keep their own direction.
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, isolate(match[index + 1] ?? "")]));
    return { key: pattern.key, values };
  }
  return null;
}

export async function errorInLocale(assets: Fetcher, locale: string, message: string): Promise<string> {
  if (locale !== PSEUDO_LOCALE && catalogueOfSupported(locale) === SOURCE_CATALOGUE) return message;
  const found = keyOf(errorsOf(await loadMessages(assets, SOURCE_CATALOGUE)), message);
  if (found === null) return message;
  return (await translatorFor(assets, locale)).t(found.key, found.values);
}
