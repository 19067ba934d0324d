import * as z from "zod/mini";
import { NO_SHOW_PARTIES } from "../domain/no-show";
import { cancellationReason, idParam } from "../http/fields";

export const BOOKING_VIEWS = ["upcoming", "pending", "past", "cancelled"] as const;
export type BookingListView = (typeof BOOKING_VIEWS)[number];

export const bookingListQuery = z.strictObject({
  view: z.enum(BOOKING_VIEWS, "view must be upcoming, pending, past or cancelled."),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, "page must be a whole number from 1.")),
      z.transform(Number),
    ),
  ),
});

export const bookingExportQuery = z.strictObject({ view: bookingListQuery.shape.view });

export const bookingParams = z.strictObject({ id: idParam });

export const hostCancelBody = z.strictObject({ reason: cancellationReason });

/** Who did not come, or null to undo the mark. */
export const noShowBody = z.strictObject({
  party: z.nullable(z.enum(NO_SHOW_PARTIES, "party must be booker, host or null (to undo).")),
});
