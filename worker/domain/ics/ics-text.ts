/*
 * The text layer of iCalendar (RFC 5545) every .ics Hangout writes shares: the email invitations,
 * the booking page's download and the calendar's per-event export. Pure, dependency-free, so the
 * SPA imports it too.
 */

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** DATE-TIME in UTC ("Z") form: 20260309T140000Z. */
export function formatUtcDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT value escaping (§3.3.11); control characters other than line breaks are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/**
 * Folds a content line so no physical line exceeds 75 octets (§3.1): continuation lines start with
 * one space, and a UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** Content lines (null ones left out) as one document: folded, CRLF-terminated. */
export function icsDocument(lines: readonly (string | null)[]): string {
  return lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .join(CRLF)
    .concat(CRLF);
}
