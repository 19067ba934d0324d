import { and, eq, isNotNull } from "drizzle-orm";
import { eventTypes } from "../../drizzle/schema";

/*
 * Which event types have a booking page: public ones with a schedule. The booking page,
 * its API and the public profile all ask this one question, so the profile never links to a 404.
 */

export const isBookable = (row: { isPublic: boolean; scheduleId: number | null }): boolean => row.isPublic && row.scheduleId !== null;

/** The same rule as a WHERE condition. */
export const bookableEventTypes = and(eq(eventTypes.isPublic, true), isNotNull(eventTypes.scheduleId));
