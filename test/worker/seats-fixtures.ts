import { env } from "cloudflare:test";
import { expect } from "vitest";
import { type BookingHost, countRows, createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { api } from "./helpers";
import { worker } from "./client";
import { createEventType } from "../scenarios/hosts";

/* A host whose booking type has seats, its seats booked through the public API, and what D1 holds of them. */

export interface SeatedHost extends BookingHost {
  seats: number;
}

/** A host with a 30-minute personal type of `seats` seats; `extra` are more fields of the type (caps, attendees shown). */
export async function createSeatedHost(seats: number, extra: Record<string, unknown> = {}): Promise<SeatedHost> {
  const host = await createHost({ durations: [30] });
  const response = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { seats, ...extra } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ...host, seats };
}

/** A start `days` ahead at `time` UTC. */
export const startAt = (days: number, time: string) => instantAt(dateAhead(days), time, "UTC");

/** Books one seat as `name` (with an address of their own); expects 201. */
export async function bookSeat(host: BookingHost, startTime: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const response = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, name, email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (response.status !== 201) throw new Error("the seat was not booked");
  return { ...response.body.booking, email };
}

export interface SeatRow {
  id: number;
  status: string;
  seat_uid: string | null;
  meeting_url: string | null;
  start_time: number;
}

export async function seatRows(eventTypeId: number): Promise<SeatRow[]> {
  const { results } = await env.DB.prepare("select id, status, seat_uid, meeting_url, start_time from bookings where event_type_id = ? order by id")
    .bind(eventTypeId)
    .all<SeatRow>();
  return results;
}

export interface EntryRow {
  booking_id: number;
  booker_name: string;
  description: string;
  guests: string;
  start_time: number;
}

/** The host's calendar entries of booked times. */
export async function hostEntries(host: BookingHost): Promise<EntryRow[]> {
  const { results } = await env.DB.prepare(
    "select booking_id, booker_name, description, guests, start_time from calendar_events where user_id = ? and type = 'booked' order by start_time",
  )
    .bind(host.userId)
    .all<EntryRow>();
  return results;
}

export { countRows };

/** A second, seatless 30-minute type of the same host: what a freed time may go to. */
export async function seatlessTypeOf(host: BookingHost): Promise<string> {
  const type = await createEventType(worker, host.user.token, host.scheduleId, { title: "One to one", durations: [30] });
  return type.slug;
}
