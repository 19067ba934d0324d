import * as z from "zod/mini";
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
