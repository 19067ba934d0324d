import { and, eq } from "drizzle-orm";
import { calendarConnections } from "../../drizzle/schema";
import type { CalendarProvider } from "../domain/calendar-providers";
import type { Db } from "../env";
import { notFound } from "../http/http-error";

export type ConnectionRow = typeof calendarConnections.$inferSelect;

/** How the host and their mail name each provider. */
export const PROVIDER_NAMES: Readonly<Record<CalendarProvider, string>> = { google: "Google Calendar", microsoft: "Microsoft 365" };

export async function findOwnConnection(db: Db, userId: number, id: number): Promise<ConnectionRow> {
  const [row] = await db.select().from(calendarConnections).where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, userId)));
  if (!row) throw notFound("Calendar connection");
  return row;
}
