/*
 * Anything a visitor typed that reaches a mail header (subject, recipient) goes through here first:
 * a CR or LF in a header value would let them add headers (e.g. Bcc) to our mail.
 */

// eslint-disable-next-line no-control-regex -- control characters are what this removes.
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
const MAX_SUBJECT_LENGTH = 200;

/** One line of text: line breaks and control characters become single spaces. */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKS_AND_CONTROLS, " ").replace(/\s{2,}/g, " ").trim();
}

export function headerSafeSubject(value: string): string {
  const line = singleLine(value);
  return line.length > MAX_SUBJECT_LENGTH ? `${line.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : line;
}

/*
 * A plain addr-spec: dot-atom local part and a dotted host name. Stricter than RFC 5322 on purpose
 * (no quoted local parts, no comments, no display names), so it can go into a header or a mailto: URI
 * verbatim.
 */
const ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isDeliverableAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}
