import { createMimeMessage, Mailbox, MIMEMessage, MIMEMessageContent, type EnvironmentContext } from "mimetext/browser";
import { escapeHtml } from "../domain/escape-html";

/*
 * The one place a mail becomes bytes (RFC 5322 / MIME, built by mimetext; its browser build, because
 * the default one reads node:os for line endings and MIME wants CRLF everywhere):
 *
 *   multipart/mixed
 *     multipart/alternative
 *       text/plain
 *       text/html                       the same words
 *       text/calendar; method=…         the invitation mail clients act on (METHOD inside matches)
 *     invite.ics / cancel.ics           the same calendar, as an attachment to open or save
 *
 * Mail about no booking (a connected calendar's status) is the multipart/alternative alone.
 *
 * Every part is base64: visitors' text is UTF-8 and may hold long lines; base64 keeps both safe.
 */

export interface MailAddress {
  name: string;
  address: string;
}

/** Everything a transport needs about one outgoing mail. */
export interface MailToSend {
  outboxId: number;
  from: MailAddress;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The document's inside (paragraphs); see htmlDocument. */
  html: string;
  ics: string | null;
  icsMethod: string | null;
  /** Stable per outbox row: a retried send carries the same one. */
  messageId: string;
  /** Stable per outbox row, for providers that deduplicate requests. */
  idempotencyKey: string;
  date: number;
}

const BASE64_LINE = /.{76}(?=.)/g;

/** mimetext's own helpers (base64 of UTF-8 text, CRLF), shared with the part built below. */
const environment: EnvironmentContext = createMimeMessage().envctx;
/** Base64 of text as UTF-8. */
export const base64Utf8 = (text: string) => environment.toBase64(text);
/** Text parts travel in canonical form (CRLF line ends), base64 in lines of 76. */
const base64Lines = (text: string) => environment.toBase64(text.replace(/\r?\n/g, "\r\n")).replace(BASE64_LINE, "$&\r\n");

/** The calendar goes inside the alternative part, beside text and HTML, as calendar clients expect. */
class InvitationMessage extends MIMEMessage {
  constructor(private readonly invitation: MIMEMessageContent | null) {
    super(environment);
  }

  override dumpTextContent(plaintext: MIMEMessageContent | undefined, html: MIMEMessageContent | undefined, boundary: string): string {
    const eol = this.envctx.eol;
    const alternative = this.boundaries.alt;
    const parts = [plaintext, html, this.invitation ?? undefined]
      .filter((part) => part !== undefined)
      .map((part) => `--${alternative}${eol}${part.dump()}${eol}${eol}`)
      .join("");
    // Without an attachment mimetext makes the alternative the whole message: no part to wrap it in.
    if (boundary === alternative) return `${parts}--${alternative}--`;
    return `--${boundary}${eol}Content-Type: multipart/alternative; boundary=${alternative}${eol}${eol}${parts}--${alternative}--`;
  }
}

/** A small, readable HTML document around the paragraphs. */
export function htmlDocument(subject: string, inside: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2328; background: #ffffff;">',
    inside.trimEnd(),
    "</body>",
    "</html>",
    "",
  ].join("\r\n");
}

const calendarType = (method: string) => `text/calendar; method=${method}`;

/** RFC 5322 date of an instant, in UTC. */
const mailDate = (instant: number) => new Date(instant).toUTCString().replace("GMT", "+0000");

/** The whole message, CRLF line endings, ready for SMTP DATA or a raw-message API. */
export function buildRawMessage(mail: MailToSend): string {
  const method = mail.icsMethod ?? "PUBLISH";
  const invitation = mail.ics
    ? new MIMEMessageContent(environment, base64Lines(mail.ics), {
        "Content-Type": `${calendarType(method)}; charset=UTF-8`,
        "Content-Transfer-Encoding": "base64",
      })
    : null;
  const message = new InvitationMessage(invitation);
  message.setSender({ addr: mail.from.address, name: mail.from.name });
  message.setTo(mail.to);
  if (mail.replyTo) message.setHeader("Reply-To", new Mailbox(mail.replyTo));
  message.setSubject(mail.subject);
  message.setHeader("Date", mailDate(mail.date));
  message.setHeader("Message-ID", mail.messageId);
  // RFC 3834: machine-written; vacation responders and the like should not answer it.
  message.setHeader("Auto-Submitted", "auto-generated");
  message.addMessage({ contentType: "text/plain", data: base64Lines(mail.text), encoding: "base64" });
  message.addMessage({ contentType: "text/html", data: base64Lines(htmlDocument(mail.subject, mail.html)), encoding: "base64" });
  if (mail.ics) {
    message.addAttachment({
      filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
      contentType: `${calendarType(method)}; charset=UTF-8`,
      data: base64Lines(mail.ics),
      encoding: "base64",
    });
  }
  return `${message.asRaw()}\r\n`;
}
