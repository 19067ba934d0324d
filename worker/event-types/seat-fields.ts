import * as z from "zod/mini";
import { MAX_SEATS, MIN_SEATS } from "../../shared/seat-limits";
import { HttpError } from "../http/http-error";
import type { eventTypes } from "../../drizzle/schema";

/*
 * Seats: a time of the type is booked by up to `seats` people, each with their own seat
 * (a booking row of its own); the time stays offered until they are taken (docs/SEATS.md).
 */


const seatCount = z
  .int("seats must be a whole number.")
  .check(z.minimum(MIN_SEATS, `seats must be at least ${MIN_SEATS}.`), z.maximum(MAX_SEATS, `seats must be at most ${MAX_SEATS}.`));

/** The fields create and update take; both optional (no seats, attendees hidden). */
export const seatFields = {
  seats: z.optional(z.nullable(seatCount)),
  seats_show_attendees: z.optional(z.boolean("seats_show_attendees must be true or false.")),
};

interface SeatInput {
  seats?: number | null | undefined;
  seats_show_attendees?: boolean | undefined;
}

/** The columns the fields given are stored in; what is left out stays as it was (or the default). */
export const seatColumns = (input: SeatInput) => ({
  ...(input.seats !== undefined && { seats: input.seats }),
  ...(input.seats_show_attendees !== undefined && { seatsShowAttendees: input.seats_show_attendees }),
});

/** As the owner sees them; `seats` null: one booking per time. */
export interface SeatView {
  seats: number | null;
  seats_show_attendees: boolean;
}

export const toSeatView = (row: Pick<typeof eventTypes.$inferSelect, "seats" | "seatsShowAttendees">): SeatView => ({ seats: row.seats, seats_show_attendees: row.seatsShowAttendees });

/**
 * Seats are offered on personal types, without approval: a team's assignment picks one host per
 * booking, and a request's approval decides one booking, where a seated time is many.
 */
export function refuseSeatsWith(seats: number | null, { team, requiresConfirmation }: { team: boolean; requiresConfirmation: boolean }): void {
  if (seats === null) return;
  if (team) throw new HttpError(400, "Only personal booking types can have seats.");
  if (requiresConfirmation) throw new HttpError(400, "A booking type with seats cannot require confirmation.");
}
