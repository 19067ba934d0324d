import { EmailMessage } from "cloudflare:email";
import { sql } from "drizzle-orm";
import type { Db } from "../env";
import type { MailRoute } from "./mail-settings";
import { base64Utf8, buildRawMessage, htmlDocument, type MailToSend } from "./mime-message";
import { sendOverSmtp } from "./smtp-client";

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";
const MAX_PROVIDER_ANSWER = 300;

/** Keeps the whole message and the fields tests read, at most once per outbox id (as a provider's idempotency key would). */
function devMailboxTransport(db: Db): MailTransport {
  return {
    async send(mail) {
      await db.run(sql`
        insert into dev_mailbox (outbox_id, to_address, subject, body, ics, ics_method, raw)
        select ${mail.outboxId}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.ics}, ${mail.icsMethod}, ${buildRawMessage(mail)}
        where not exists (select 1 from dev_mailbox where outbox_id = ${mail.outboxId})`);
    },
  };
}

/** Cloudflare Email Routing's send_email binding takes the raw message. */
function cloudflareTransport(binding: SendEmail): MailTransport {
  return {
    async send(mail) {
      await binding.send(new EmailMessage(mail.from.address, mail.to, buildRawMessage(mail)));
    },
  };
}

const quotedName = (name: string) => `"${name.replace(/["\\]/g, "")}"`;

/**
 * Resend's HTTP API. It assembles the MIME itself from the same parts the raw builder uses; its
 * Idempotency-Key makes a repeated request (a retry after a lost answer) send nothing twice.
 */
function resendTransport(apiKey: string): MailTransport {
  return {
    async send(mail) {
      const method = mail.icsMethod ?? "PUBLISH";
      const response = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "idempotency-key": mail.idempotencyKey },
        body: JSON.stringify({
          from: `${quotedName(mail.from.name)} <${mail.from.address}>`,
          to: [mail.to],
          reply_to: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: htmlDocument(mail.subject, mail.html),
          headers: { "Message-ID": mail.messageId, "Auto-Submitted": "auto-generated" },
          attachments: mail.ics
            ? [
                {
                  filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
                  content: base64Utf8(mail.ics),
                  content_type: `text/calendar; method=${method}; charset=UTF-8`,
                },
              ]
            : undefined,
        }),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, MAX_PROVIDER_ANSWER)}`);
    },
  };
}

function smtpTransport(route: Extract<MailRoute, { transport: "smtp" }>): MailTransport {
  return {
    send: (mail) => sendOverSmtp(route.smtp, { from: route.from.address, to: mail.to }, buildRawMessage(mail)),
  };
}

/** The transport a valid configuration names (see mail-settings.ts). */
export function transportFor(route: MailRoute, db: Db): MailTransport {
  switch (route.transport) {
    case "dev-mailbox":
      return devMailboxTransport(db);
    case "cloudflare":
      return cloudflareTransport(route.binding);
    case "resend":
      return resendTransport(route.apiKey);
    case "smtp":
      return smtpTransport(route);
  }
}
