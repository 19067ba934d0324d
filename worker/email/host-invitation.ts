import { sql } from "drizzle-orm";
import type { emailOutbox } from "../../drizzle/schema";
import type { MessageKey } from "../../shared/i18n/message-keys";
import { hostsOfBooking } from "../booking-change/booking-change";
import { PROVIDER_NAMES } from "../calendar-connections/connection-rows";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Db } from "../env";
import { htmlText } from "./mail-body";
import { HOST_KINDS } from "./mail-recipients";
import { hostWordsFor } from "./mail-words";
import type { OutboxKind } from "./outgoing-message";

type OutboxRow = typeof emailOutbox.$inferSelect;

const isHostKind = (kind: string): boolean => HOST_KINDS.has(kind as OutboxKind);

/** The host's lines that speak of the attached invitation, and what they say once it is left off. */
const CALENDAR_LINES: readonly (readonly [MessageKey, MessageKey])[] = [
  ["hostmail.booked.calendar", "hostmail.booked.providerCalendar"],
  ["hostmail.rescheduled.calendar", "hostmail.rescheduled.providerCalendar"],
];

/** The mail's text and HTML with its invitation line swapped for the one naming the provider calendar (in the host's words it was written in). */
async function toldWithoutInvitation(assets: Fetcher, row: OutboxRow, locale: string | null, provider: CalendarProvider): Promise<Pick<OutboxRow, "body" | "html">> {
  const t = await hostWordsFor(assets, locale);
  let { body, html } = row;
  for (const [attached, written] of CALENDAR_LINES) {
    const from = t.t(attached);
    const to = t.t(written, { provider: PROVIDER_NAMES[provider] });
    body = body.replace(from, to);
    html = html?.replace(htmlText(from), htmlText(to)) ?? null;
  }
  return { body, html };
}

/**
 * A host's booking mail goes without its invitation when the host's booking calendar is a connected
 * provider calendar (docs/CALENDAR-PROVIDERS.md, "The host's notification mail"): the queue's write put
 * the event there already, and an invitation beside it would add a second copy (Outlook: Graph's event
 * has its own UID) or overwrite the written one (Google: its Meet link). Read when the mail is sent, so
 * the host's calendar choice as it is then decides, and the line about the invitation says so with it.
 */
export async function withoutRedundantInvitation(db: Db, assets: Fetcher, row: OutboxRow): Promise<OutboxRow> {
  if (row.ics === null || row.bookingId === null || !isHostKind(row.kind)) return row;
  const [written] = await db.all<{ provider: CalendarProvider; locale: string | null }>(sql`
    select c.provider as provider, u.locale as locale from users u join calendar_connections c on c.user_id = u.id
    where lower(u.email) = lower(${row.toAddress}) and c.write_calendar_id is not null
      and u.id in (${hostsOfBooking(sql`${row.bookingId}`)})
    limit 1`);
  if (!written) return row;
  return { ...row, ...(await toldWithoutInvitation(assets, row, written.locale, written.provider)), ics: null, icsMethod: null };
}
