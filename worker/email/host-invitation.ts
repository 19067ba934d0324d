import { sql } from "drizzle-orm";
import type { emailOutbox } from "../../drizzle/schema";
import { hostsOfBooking } from "../booking-change/booking-change";
import type { Db } from "../env";
import { HOST_KINDS } from "./mail-recipients";
import type { OutboxKind } from "./outgoing-message";

type OutboxRow = typeof emailOutbox.$inferSelect;

const isHostKind = (kind: string): boolean => HOST_KINDS.has(kind as OutboxKind);

/**
 * A host's booking mail goes without its invitation when the host's booking calendar is a connected
 * provider calendar (docs/CALENDAR-PROVIDERS.md, "The host's notification mail"): the queue's write put
 * the event there already, and an invitation beside it would add a second copy (Outlook: Graph's event
 * has its own UID) or overwrite the written one (Google: its Meet link). Read when the mail is sent, so
 * the host's calendar choice as it is then decides.
 */
export async function withoutRedundantInvitation(db: Db, row: OutboxRow): Promise<OutboxRow> {
  if (row.ics === null || row.bookingId === null || !isHostKind(row.kind)) return row;
  const [written] = await db.all<{ found: number }>(sql`
    select 1 as found from users u join calendar_connections c on c.user_id = u.id
    where lower(u.email) = lower(${row.toAddress}) and c.write_calendar_id is not null
      and u.id in (${hostsOfBooking(sql`${row.bookingId}`)})
    limit 1`);
  return written ? { ...row, ics: null, icsMethod: null } : row;
}
