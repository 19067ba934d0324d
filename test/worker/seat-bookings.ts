import { expect } from "vitest";
import { type BookingHost, instantAt, postBooking } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, unique } from "./helpers";

interface Seat {
  id: number;
  cancellation_token: string;
}

/**
 * `host`'s type given three seats, and a visitor's seats at it on `date` (UTC times): booked, moved and
 * cancelled through the public API, each change's calendar write delivered at once by `deliver` (the test's queue).
 */
export async function seatBookings(host: BookingHost, date: string, deliver: (bookingId: number) => Promise<unknown>) {
  expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { seats: 3 } })).status).toBe(200);
  const visitor = { "CF-Connecting-IP": uniqueAddress() };
  return {
    async book(name: string, time: string) {
      const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(date, time, "UTC"), duration: 30, name, email: `${unique(name.toLowerCase())}@example.com` });
      expect(booked.status).toBe(201);
      await deliver(booked.body.booking.id);
      return booked.body.booking;
    },
    async move(seat: Seat, time: string) {
      expect((await api("POST", `/api/public/bookings/${seat.cancellation_token}/reschedule`, { json: { startTime: instantAt(date, time, "UTC") }, headers: visitor })).status).toBe(200);
      await deliver(seat.id);
    },
    async cancel(seat: Seat) {
      expect((await api("DELETE", `/api/public/bookings/${seat.cancellation_token}`, { json: {}, headers: visitor })).status).toBe(200);
      await deliver(seat.id);
    },
  };
}
