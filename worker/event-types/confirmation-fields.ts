import * as z from "zod/mini";
import { HttpError } from "../http/http-error";
import type { eventTypes } from "../../drizzle/schema";

/*
 * "Requires confirmation" (docs/ARCHITECTURE.md, Requests that need confirmation): each booking of the type is a request the host approves or
 * declines within `confirmation_hours` (and never later than its start), else the cron declines it.
 */

export const MAX_CONFIRMATION_HOURS = 168;

const hours = z
  .int("confirmation_hours must be a whole number of hours.")
  .check(
    z.minimum(1, "confirmation_hours must be at least 1."),
    z.maximum(MAX_CONFIRMATION_HOURS, `confirmation_hours must be at most ${MAX_CONFIRMATION_HOURS}.`),
  );

/** The fields create and update take; both optional (off, 24 hours). */
export const confirmationFields = {
  requires_confirmation: z.optional(z.boolean("requires_confirmation must be true or false.")),
  confirmation_hours: z.optional(hours),
};

interface ConfirmationInput {
  requires_confirmation?: boolean | undefined;
  confirmation_hours?: number | undefined;
}

/** The columns the fields given are stored in; what is left out stays as it was (or the default). */
export const confirmationColumns = (input: ConfirmationInput) => ({
  ...(input.requires_confirmation !== undefined && { requiresConfirmation: input.requires_confirmation }),
  ...(input.confirmation_hours !== undefined && { confirmationHours: input.confirmation_hours }),
});

/** As the owner sees them. */
export interface ConfirmationView {
  requires_confirmation: boolean;
  confirmation_hours: number;
}

export const toConfirmationView = (row: Pick<typeof eventTypes.$inferSelect, "requiresConfirmation" | "confirmationHours">): ConfirmationView => ({
  requires_confirmation: row.requiresConfirmation,
  confirmation_hours: row.confirmationHours,
});

/**
 * A team type books through a round-robin or collective statement whose requests no one host owns
 * deciding; approval is offered on personal types only.
 */
export function refuseTeamConfirmation(input: ConfirmationInput): void {
  if (input.requires_confirmation === true) throw new HttpError(400, "Only personal booking types can require confirmation.");
}
