import { eq, sql } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { publicOrigin } from "../config/public-origin";
import { batchReturningIds, d1Statement } from "../db/d1-statements";
import { databaseOver } from "../db/database";
import { hostWordsFor } from "../email/mail-words";
import { enqueueOutbox } from "../email/outbox";
import { initialStatusOf } from "../email/recipient-limits";
import { connectionBrokenMessage } from "../email/subscription-messages";
import type { Env } from "../env";
import { type ConnectionRow, PROVIDER_NAMES } from "./connection-rows";

/**
 * The provider refused the grant (invalid_grant, or 401 after a refresh): the connection is marked
 * broken, which the Settings banner shows, and the host is mailed ONCE: the mail is written only by
 * the statement that finds the connection still active, in the same batch that marks it.
 */
export async function markBroken(env: Env, connection: ConnectionRow, reason: string, now: number): Promise<void> {
  const [host] = await databaseOver(env.DB).select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, connection.userId));
  const t = host ? await hostWordsFor(env.ASSETS, host.locale) : null;
  const mail =
    host && t
    ? [
        (() => {
          const message = connectionBrokenMessage(t, {
            hostEmail: host.email,
            providerName: PROVIDER_NAMES[connection.provider],
            accountEmail: connection.accountEmail,
            reason,
            settingsUrl: `${publicOrigin(env)}/settings`,
          });
          return d1Statement(env.DB, sql`
            insert into email_outbox (kind, to_address, subject, body, html, status)
            select ${message.kind}, ${message.toAddress}, ${message.subject}, ${message.body}, ${message.html}, ${initialStatusOf(message, now)}
            from calendar_connections where id = ${connection.id} and status = 'active'
            returning id`);
        })(),
      ]
    : [];
  const [outboxIds = []] = await batchReturningIds(env.DB, [
    ...mail,
    d1Statement(env.DB, sql`update calendar_connections set status = 'broken', broken_reason = ${reason}, broken_at = ${now} where id = ${connection.id} and status = 'active'`),
  ]);
  await enqueueOutbox(env, mail.length > 0 ? outboxIds : []);
}
