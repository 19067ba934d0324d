import { and, eq } from "drizzle-orm";
import { calendarEvents } from "../../drizzle/schema";
import { ruleOfStored } from "../domain/calendar-entry";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { appendExdate, findOwnedEvent, findOwnedEventOrNull } from "./event-rows";
import type { ScopeBody } from "./event-schemas";
import { namedOccurrence, requireScope } from "./occurrence-request";
import { deleteSeriesFrom } from "./series-changes";

export const EVENT_DELETED = { message: "Event deleted." } as const;

/**
 * DELETE /api/events/manual/{id}. A single event goes. On a series, 'single' removes the occurrence
 * named by original_start_time; 'all' removes it and every later one (the whole series from its
 * first occurrence). A detached occurrence goes alone, or with 'all' takes its series from its
 * original place on. Booked events are cancelled through their booking instead.
 */
export async function deleteEvent(db: Db, userId: number, id: number, body: ScopeBody): Promise<typeof EVENT_DELETED> {
  const row = await findOwnedEvent(db, userId, id);
  if (row.type === "booked") throw new HttpError(400, "Booked events can only be cancelled.");
  const deleteRow = () => db.delete(calendarEvents).where(and(eq(calendarEvents.id, row.id), eq(calendarEvents.userId, userId)));

  if (row.parentEventId !== null) {
    const parent = await findOwnedEventOrNull(db, userId, row.parentEventId);
    if (body.updateScope === "all" && parent && ruleOfStored(parent) && row.originalStartTime !== null) {
      await deleteSeriesFrom(db, parent, row.originalStartTime);
    } else {
      await deleteRow();
    }
    return EVENT_DELETED;
  }
  if (!ruleOfStored(row)) {
    await deleteRow();
    return EVENT_DELETED;
  }
  if (requireScope(body) === "single") await appendExdate(db, row, namedOccurrence(row, body, false));
  else await deleteSeriesFrom(db, row, namedOccurrence(row, body, true));
  return EVENT_DELETED;
}
