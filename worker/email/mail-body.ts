import { directionOf } from "../../shared/i18n/locales";
import { escapeHtml } from "../domain/escape-html";

/*
 * A mail's content, written once and shown two ways: as plain text and as simple HTML with the same
 * words. Paragraphs of lines; a line may end in a link.
 */

export type MailLine = string | { text: string; href: string };
export type MailParagraph = readonly MailLine[];

const lineAsText = (line: MailLine) => (typeof line === "string" ? line : `${line.text}${line.href}`);

/** Lines joined by line breaks, paragraphs by a blank line, ending in a line break. */
export function paragraphsAsText(paragraphs: readonly MailParagraph[]): string {
  return `${paragraphs.map((paragraph) => paragraph.map(lineAsText).join("\n")).join("\n\n")}\n`;
}

/** Text with its line breaks kept as <br>, everything else escaped. */
export const htmlText = (text: string) => escapeHtml(text).replace(/\n/g, "<br>\n");

function lineAsHtml(line: MailLine): string {
  if (typeof line === "string") return htmlText(line);
  const href = escapeHtml(line.href);
  return `${htmlText(line.text)}<a href="${href}">${href}</a>`;
}

/** The inside of the HTML body: one <p> per paragraph. */
export function paragraphsAsHtml(paragraphs: readonly MailParagraph[]): string {
  return paragraphs.map((paragraph) => `<p>${paragraph.map(lineAsHtml).join("<br>\n")}</p>\n`).join("");
}

/** The HTML body of a mail in `locale`: one to another language than the product's English says so, with its direction. */
export function paragraphsAsHtmlIn(locale: string, paragraphs: readonly MailParagraph[]): string {
  const inside = paragraphsAsHtml(paragraphs);
  return locale === "en" ? inside : `<div lang="${locale}" dir="${directionOf(locale)}">\n${inside}</div>\n`;
}

/** A paragraph appended to a stored body after the fact (e.g. a note from the outbox insert). */
export const extraParagraph = (text: string) => ({ text: `\n${text}\n`, html: `<p>${htmlText(text)}</p>\n` });

/** A stored plain-text body as HTML, for rows written before the HTML column existed. */
export const textAsHtml = (text: string) => `<p>${htmlText(text.trimEnd())}</p>\n`;
