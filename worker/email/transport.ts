import { sql } from "drizzle-orm";
import type { Db, Env } from "../env";
import { isDeliverableAddress } from "./header-safe";

/** Bindings only email needs: Cloudflare's `send_email` binding and the sender address. */
export interface MailEnv extends Env {
  /** `[[send_email]] name = "EMAIL"` in wrangler.toml (production). */
  EMAIL?: SendEmail;
  /** Sender address (a plain addr-spec such as "bookings@example.com"), shown as "Hangout". */
  MAIL_FROM?: string;
}

export interface MailToSend {
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  icsMethod: string | null;
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
}

/** Keeps the mail as is, at most once per outbox id (as a provider's idempotency key would). */
function devMailboxTransport(db: Db): MailTransport {
  return {
    async send(mail) {
      await db.run(sql`
        insert into dev_mailbox (outbox_id, to_address, subject, body, ics, ics_method)
        select ${mail.outboxId}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.ics}, ${mail.icsMethod}
        where not exists (select 1 from dev_mailbox where outbox_id = ${mail.outboxId})`);
    },
  };
}

function sendEmailTransport(binding: SendEmail, from: string): MailTransport {
  return {
    async send(mail) {
      await binding.send({
        from: { name: "Hangout", email: from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.ics
          ? [
              {
                disposition: "attachment",
                filename: mail.icsMethod === "CANCEL" ? "cancel.ics" : "invite.ics",
                type: `text/calendar; charset=utf-8; method=${mail.icsMethod ?? "PUBLISH"}`,
                content: mail.ics,
              },
            ]
          : undefined,
      });
    },
  };
}

/**
 * The configured way out. Without one, sending throws: the outbox row stays pending and the queue
 * retries it, so a missing production setting shows up as failures instead of silently lost mail.
 */
export function mailTransportFor(env: MailEnv, db: Db): MailTransport {
  if (env.DEV_MAILBOX === "1") return devMailboxTransport(db);
  if (env.EMAIL && env.MAIL_FROM && isDeliverableAddress(env.MAIL_FROM)) return sendEmailTransport(env.EMAIL, env.MAIL_FROM);
  return {
    async send() {
      throw new Error("No mail transport configured: set the EMAIL send_email binding and MAIL_FROM, or DEV_MAILBOX=1 locally.");
    },
  };
}
