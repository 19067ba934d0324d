import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import type { Messages } from "../../shared/i18n/translator";

/*
 * The pseudo-locale (en-XA): English with every letter swapped for an accented one, placeholders and
 * plural rules left intact. A booker page rendered in it shows any text that skipped the catalogue as
 * plain ASCII words, which the catalogue tests look for.
 */
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const ACCENTED_CHARS = [...ACCENTED];

export const accented = (text: string) => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED_CHARS[PLAIN.indexOf(letter)] ?? letter);

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accented(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: accentElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([rule, option]) => [rule, { ...option, value: accentElements(option.value) }]));
      return { ...element, options };
    }
    return element;
  });
}

export const pseudoMessages = (english: Messages): Messages =>
  Object.fromEntries(Object.entries(english).map(([key, message]) => [key, printAST(accentElements(parse(message)))]));
