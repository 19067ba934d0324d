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
