import type { InferRequestType, InferResponseType } from "hono/client";
import { Temporal } from "temporal-polyfill";
import { type Api, type Caller, type Connection, expectJson } from "./api";

/* What a visitor does on a booking page: look at the day's times and book one. */

type BookingsRoute = Api["public"]["bookings"]["$post"];
type ParsedBooking = InferRequestType<BookingsRoute>["json"];
export type Booked = InferResponseType<BookingsRoute, 201>;

/**
 * A booking as a visitor's browser sends it. The route's request type is its schema's *output*
 * (worker/http/validate.ts hands hono the parsed type), where `startTime` is already epoch ms and
 * `guests` a list; on the wire they are an ISO string and a list or its JSON text.
 */
export type BookingRequest = Omit<ParsedBooking, "startTime" | "guests"> & { startTime: string; guests?: string[] | string | null };

/** The one place the wire form meets the route's parsed type: hc sends `json` as JSON.stringify writes it. */
export const asBookingJson = (request: BookingRequest) => request as unknown as ParsedBooking;

/** The local date `days` days from today in `timeZone`, "yyyy-MM-dd". */
export function dateAhead(days: number, timeZone = "UTC"): string {
  return Temporal.Now.zonedDateTimeISO(timeZone).toPlainDate().add({ days }).toString();
}

/** The instant of wall-clock `time` ("HH:mm") on `date` in `timeZone`, as an ISO string. */
export function instantAt(date: string, time: string, timeZone: string): string {
  return new Date(Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).epochMilliseconds).toISOString();
}

/** The day's bookable starts of an event type, as the API lists them for a visitor in `tz`. */
export async function daySlots(connection: Connection, slug: string, day: { date: string; duration: number; tz?: string }): Promise<string[]> {
  const query = { date: day.date, duration: day.duration, tz: day.tz };
  const visitor = connection.api({ address: connection.newAddress() });
  const body = await expectJson(await visitor.public.availability[":slug"].$get({ param: { slug }, query }), 200);
  if (!("availableSlots" in body)) throw new Error(`no slots answered for ${slug}`);
  return body.availableSlots;
}

/** A booking whose booker is "Ada Lovelace" unless named. */
export type VisitorBooking = Omit<BookingRequest, "name"> & { name?: string };

/** Books as a visitor, from an address of the booking's own unless `caller` says otherwise. */
export async function book(connection: Connection, request: VisitorBooking, caller: Caller = {}): Promise<Booked["booking"]> {
  const visitor = connection.api({ address: connection.newAddress(), ...caller });
  return (await expectJson(await visitor.public.bookings.$post({ json: asBookingJson({ name: "Ada Lovelace", ...request }) }), 201)).booking;
}
