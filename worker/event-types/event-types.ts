import { and, asc, eq } from "drizzle-orm";
import { eventTypes } from "../../drizzle/schema";
import { violatesConstraint } from "../db/constraint-violation";
import { findOwnSchedule } from "../availability/schedules";
import { chooseDefaultDuration } from "../domain/duration-list";
import type { Db } from "../env";
import { HttpError, notFound } from "../http/http-error";
import { imageUrlFor } from "../uploads/image-keys";
import { releaseImage, resolveOwnImage } from "./images";
import type { CreateEventTypeInput, UpdateEventTypeInput } from "./schemas";
import { retireSlugsStatement, withFreeSlug } from "./slugs";
import { limitColumns, reminderColumns, toEventTypeView, type EventTypeRow, type EventTypeView } from "./view";

const ownedBy = (userId: number, id: number) => and(eq(eventTypes.id, id), eq(eventTypes.userId, userId));

function defaultDurationOf(durations: number[], requested: number | undefined, previous?: number): number {
  const chosen = chooseDefaultDuration(durations, requested, previous);
  if (chosen === null) throw new HttpError(400, "The default duration must be one of the durations.");
  return chosen;
}

/** A write that lost a race with the deletion of its schedule reads as that schedule missing. */
async function scheduleMustExist<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesConstraint(error, "FOREIGN KEY")) throw notFound("Schedule");
    throw error;
  }
}

export async function listEventTypes(db: Db, userId: number): Promise<EventTypeView[]> {
  const rows = await db.select().from(eventTypes).where(eq(eventTypes.userId, userId)).orderBy(asc(eventTypes.id));
  return rows.map(toEventTypeView);
}

async function findOwnEventType(db: Db, userId: number, id: number): Promise<EventTypeRow> {
  const [row] = await db.select().from(eventTypes).where(ownedBy(userId, id));
  if (!row) throw notFound("Event type");
  return row;
}

export async function createEventType(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  input: CreateEventTypeInput,
): Promise<EventTypeView> {
  await findOwnSchedule(db, userId, input.schedule_id);
  const defaultDuration = defaultDurationOf(input.durations, input.default_duration);
  const imageKey = await resolveOwnImage(bucket, userId, input.image_url ?? null);
  const row = await withFreeSlug(db, userId, input.title, async (slug) => {
    const [created] = await scheduleMustExist(
      db
        .insert(eventTypes)
        .values({
          userId,
          scheduleId: input.schedule_id,
          title: input.title,
          slug,
          description: input.description ?? "",
          location: input.location,
          durations: input.durations,
          defaultDuration,
          isPublic: input.is_public ?? true,
          imageKey,
          bufferTime: input.buffer_time ?? 0,
          minNotice: input.min_notice ?? 0,
          ...limitColumns(input.limits ?? {}),
          ...(input.reminders !== undefined && reminderColumns(input.reminders)),
          questions: input.questions ?? [],
        })
        .returning(),
    );
    return created!;
  });
  return toEventTypeView(row);
}

/** Changes the fields given and keeps the rest; the slug stays as it was, so shared links keep working. */
export async function updateEventType(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  id: number,
  input: UpdateEventTypeInput,
): Promise<EventTypeView> {
  const existing = await findOwnEventType(db, userId, id);
  if (input.schedule_id !== undefined) await findOwnSchedule(db, userId, input.schedule_id);
  const durations = input.durations ?? existing.durations;
  const defaultDuration = defaultDurationOf(durations, input.default_duration, existing.defaultDuration);
  // The form sends the current image_url back unchanged; only a different one is checked again.
  const currentUrl = existing.imageKey ? imageUrlFor(existing.imageKey) : null;
  const keepImage = input.image_url === undefined || input.image_url === currentUrl;
  const imageKey = keepImage ? existing.imageKey : await resolveOwnImage(bucket, userId, input.image_url ?? null);
  const [updated] = await scheduleMustExist(
    db
      .update(eventTypes)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.location !== undefined && { location: input.location }),
        ...(input.schedule_id !== undefined && { scheduleId: input.schedule_id }),
        ...(input.description !== undefined && { description: input.description ?? "" }),
        ...(input.is_public !== undefined && { isPublic: input.is_public }),
        ...(input.buffer_time !== undefined && { bufferTime: input.buffer_time }),
        ...(input.min_notice !== undefined && { minNotice: input.min_notice }),
        ...(input.limits !== undefined && limitColumns(input.limits)),
        ...(input.reminders !== undefined && reminderColumns(input.reminders)),
        ...(input.questions !== undefined && { questions: input.questions }),
        durations,
        defaultDuration,
        imageKey,
      })
      .where(ownedBy(userId, id))
      .returning(),
  );
  if (!updated) throw notFound("Event type");
  if (existing.imageKey !== imageKey) await releaseImage(db, bucket, existing.imageKey);
  return toEventTypeView(updated);
}

/**
 * Its bookings stay (their event type becomes null); its slug is retired in the same batch, so the
 * old link answers "Booking page not found." and never another owner's page; its image leaves R2.
 */
export async function deleteEventType(db: Db, bucket: R2Bucket, userId: number, id: number): Promise<void> {
  const [, [deleted]] = await db.batch([
    retireSlugsStatement(db, ownedBy(userId, id)),
    db.delete(eventTypes).where(ownedBy(userId, id)).returning({ imageKey: eventTypes.imageKey }),
  ]);
  if (!deleted) throw notFound("Event type");
  await releaseImage(db, bucket, deleted.imageKey);
}
