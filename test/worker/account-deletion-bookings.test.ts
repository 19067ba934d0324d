import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { registerUser } from "./helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/*
 * Deleting a host cancels their upcoming bookings first, in the deleting batch: bookers get the
 * cancellation (METHOD:CANCEL, the invitation's UID), saved copies leave other calendars, and the
 * mail is sent although the rows are gone.
 */

async function hostWithBookings() {
  const host = await createHost({ durations: [30] });
  const visitorEmail = `${crypto.randomUUID()}@example.com`;
  const anonymous = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "10:00", "UTC"), duration: 30, email: visitorEmail });
  const member = await registerUser("savedcopy");
  const signedIn = await postBooking(
    { eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "11:00", "UTC"), duration: 30, email: member.email },
    { token: member.token },
  );
  const booking = signedIn.body.booking;
  const saved = await answer(
    typedApi({ token: member.token }).events.manual.$post({
      json: { title: "Intro call", type: "booked", description: booking.cancel_url, booking_id: booking.id, guests: [], start_time: booking.start_time, end_time: booking.end_time },
    }),
  );
  expect(saved.status).toBe(201);
  return { host, visitorEmail, member, invitations: [anonymous.body.booking, booking] };
}

/** The cancellation mailed to `address`, once the queue consumer has delivered it. */
const cancellationTo = async (address: string) => (await waitForMail(address, 1, 10_000, (mail) => mail.ics_method === "CANCEL"))[0];

const uidOf = (ics: string | null) => ICAL.Component.fromString(ics ?? "").getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid");
const methodOf = (ics: string | null) => ICAL.Component.fromString(ics ?? "").getFirstPropertyValue("method");
const savedCopies = async (userId: number) =>
  (await env.DB.prepare("select count(*) as n from calendar_events where user_id = ? and booking_id is not null").bind(userId).first<{ n: number }>())!.n;

async function expectCancelled(setup: Awaited<ReturnType<typeof hostWithBookings>>) {
  const [first, second] = setup.invitations;
  const anonymousMail = await cancellationTo(setup.visitorEmail);
  expect(methodOf(anonymousMail?.ics ?? null)).toBe("CANCEL");
  expect(uidOf(anonymousMail?.ics ?? null)).toBe(first?.ics_uid);
  expect(anonymousMail?.subject).toMatch(/^Cancelled: Intro call with /);
  const memberMail = await cancellationTo(setup.member.email);
  expect(uidOf(memberMail?.ics ?? null)).toBe(second?.ics_uid);
  expect(await savedCopies(setup.member.id)).toBe(0);
  const left = await env.DB.prepare("select count(*) as n from bookings where host_user_id = ?").bind(setup.host.userId).first<{ n: number }>();
  expect(left!.n).toBe(0);
}

let adminToken = "";
// The first account of this file's database is its administrator (who cannot delete themselves).
beforeAll(async () => {
  adminToken = (await registerUser("admin")).token;
});

describe("deleting an account with upcoming bookings", () => {
  it("says how many bookings it will cancel, then cancels them with mail when the host deletes the account", async () => {
    const setup = await hostWithBookings();
    const impact = await answer(typedApi({ token: setup.host.user.token }).settings.account.$get());
    expect(impact.body).toEqual({ upcoming_bookings: 2 });
    expect((await answer(typedApi({ token: setup.host.user.token }).settings.account.$delete())).status).toBe(200);
    await expectCancelled(setup);
  });

  it("does the same when an administrator deletes the host, and lists the count beforehand", async () => {
    const setup = await hostWithBookings();
    const listed = await answer(typedApi({ token: adminToken }).admin.users.$get());
    expect(listed.body.find((user) => user.username === setup.host.user.username)?.upcoming_bookings).toBe(2);
    expect((await answer(typedApi({ token: adminToken }).admin.users[":id"].$delete({ param: { id: String(setup.host.userId) } }))).status).toBe(200);
    await expectCancelled(setup);
  });
});

