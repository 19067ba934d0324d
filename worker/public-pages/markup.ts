import type { MessageKey } from "../../shared/i18n/message-keys";
import type { Translator } from "../../shared/i18n/translator";
import { escapeHtml } from "../domain/escape-html";

/*
 * A few helpers for the public pages' server-rendered markup: attributes and text always escaped,
 * so nothing a host or a visitor typed can become markup.
 */
type AttributeValue = string | number | boolean | null | undefined;

/** ` name="value"` for each attribute; true is a bare attribute, false/null/undefined leave it out. */
export function attrs(values: Record<string, AttributeValue>): string {
  let out = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === false || value === null || value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** An element with escaped attributes around already-rendered content. */
export const tag = (name: string, attributes: Record<string, AttributeValue>, content = "") => `<${name}${attrs(attributes)}>${content}</${name}>`;

/** Escaped text. */
export const text = (value: string) => escapeHtml(value);

/** A value inside a sentence (a name, a time, a zone), isolated so it keeps its own direction (bidi). */
export const bdi = (value: string) => tag("bdi", {}, text(value));

/* Stand-ins for markup values inside a message: private-use characters no message or value contains. */
const OPEN = "\uE000";
const CLOSE = "\uE001";

/**
 * A translated sentence with markup inside it ("Need another time? <a>Reschedule</a>"): the message is
 * escaped, then each value's markup (already rendered) goes where the message puts it.
 */
export function sentence({ t }: Translator, key: MessageKey, markup: Record<string, string>): string {
  const names = Object.keys(markup);
  const written = t(key, Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`])));
  return text(written).replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g"), (_, index: string) => markup[names[Number(index)] ?? ""] ?? "");
}
