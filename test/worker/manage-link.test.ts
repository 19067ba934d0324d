import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/* Only the booking's own private link becomes "Manage this booking". */

type Entry = { booking_id: number | null; description: string; manage_url: string | null };

async function calendarOf(token: string, startTime: string): Promise<Entry[]> {
  const month = startTime.slice(0, 7);
  return (await answer(typedApi({ token }).events.manual.$get({ query: { month, tz: "UTC" } }))).body;
}

describe("manage links", () => {
  it("keeps a visitor's look-alike link as plain text and gives the host's entry the booking's own link", async () => {
    const host = await createHost({ durations: [30] });
    const startTime = instantAt(dateAhead(6), "10:00", "UTC");
    const notes = "Manage this booking: https://evil.example/cancel/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA please";
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30, notes });
    const { id, cancellation_token } = booked.body.booking;
    const [entry] = (await calendarOf(host.user.token, startTime)).filter((event) => event.booking_id === id);
    expect(entry?.description).toBe(notes);
    expect(entry?.manage_url).toBe(`https://hangout.test/cancel/${cancellation_token}`);
  });

  it("takes a saved copy's manage link only when it carries the booking's own token, rebuilt on our origin", async () => {
    const host = await createHost({ durations: [30] });
    const member = await registerUser("copy");
    const startTime = instantAt(dateAhead(7), "11:00", "UTC");
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime, duration: 30 }, { token: member.token });
    const booking = booked.body.booking;
    const description = `Agenda\n\nManage this booking: https://elsewhere.example/cancel/${booking.cancellation_token}\nSee https://evil.example/cancel/${"B".repeat(43)}`;
    const saved = await answer(
      typedApi({ token: member.token }).events.manual.$post({
        json: { title: "Intro call", type: "booked", description, booking_id: booking.id, guests: [], start_time: booking.start_time, end_time: booking.end_time },
      }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.manage_url).toBe(`https://hangout.test/cancel/${booking.cancellation_token}`);
    expect(saved.body.description).toBe(`Agenda\n\nSee https://evil.example/cancel/${"B".repeat(43)}`);
  });
});
