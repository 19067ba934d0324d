import { eq } from "drizzle-orm";
import { calendarSubscriptions } from "../../drizzle/schema";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Db } from "../env";
import type { ConnectionRow } from "./connection-rows";

/** A connection as its owner sees it, never its tokens. Its ticked calendars' sync status is in the connected calendars list. */
export interface CalendarConnectionResponse {
  id: number;
  provider: CalendarProvider;
  account_email: string;
  /** broken: the provider refused the grant; the host connects the account again. */
  status: "active" | "broken";
  broken_reason: string | null;
  calendars: { id: string; name: string; writable: boolean; busy: boolean; write: boolean }[];
  /** Why the last booking could not be written into the calendar; null once a write succeeds. */
  write_error: string | null;
  write_error_at: string | null;
}

export async function toConnectionResponse(db: Db, connection: ConnectionRow): Promise<CalendarConnectionResponse> {
  const ticked = await db.select({ id: calendarSubscriptions.providerCalendarId }).from(calendarSubscriptions).where(eq(calendarSubscriptions.connectionId, connection.id));
  const busy = new Set(ticked.map((row) => row.id));
  return {
    id: connection.id,
    provider: connection.provider,
    account_email: connection.accountEmail,
    status: connection.status,
    broken_reason: connection.brokenReason,
    calendars: connection.calendars.map(({ id, name, writable }) => ({ id, name, writable, busy: busy.has(id), write: id === connection.writeCalendarId })),
    write_error: connection.lastWriteError,
    write_error_at: connection.lastWriteErrorAt === null ? null : new Date(connection.lastWriteErrorAt).toISOString(),
  };
}
