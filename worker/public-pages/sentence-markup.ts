import type { MessageKey } from "../../shared/i18n/message-keys";
import type { Translator } from "../../shared/i18n/translator";
import { tag, text } from "./markup";

/*
 * A translated sentence as HTML with each placed value (a name, a time, a zone) escaped and isolated
 * in <bdi> (docs/LANGUAGES.md, Right to left): the message is formatted with private-use markers in
 * the values' places, escaped as a whole, and the markers replaced by the values' markup.
 */
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKERS = /\uE000(\d+)\uE001/g;

export function sentence(t: Translator, key: MessageKey, values: Record<string, string>): string {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, marker(index)]));
  return text(t.t(key, marked)).replace(MARKERS, (_, index: string) => tag("bdi", {}, text(values[names[Number(index)] ?? ""] ?? "")));
}
