import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, unique } from "./helpers";
import { uniqueAddress } from "./client";
import { type BookingHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { addEndpoint } from "./webhooks-helpers";
import { seedTeam, seedTeamType } from "./team-fixtures";

/*
 * A round-robin booking that goes to another host (its host left the team, or a move found them
 * busy): the booker's reminders name the new host, the new host gets the host reminders, the old
 * host's are withdrawn, and both hosts' webhooks hear of the change (docs/ARCHITECTURE.md, Teams).
 */

interface Row {
  kind: string;
  to_address: string;
  body: string;
  status: string;
}

/** The booking's reminders still to be sent. */
const scheduledReminders = async (bookingId: number) =>
  (
    await env.DB.prepare("select kind, to_address, body, status from email_outbox where booking_id = ? and kind like '%reminder' and status = 'scheduled' order by id")
      .bind(bookingId)
      .all<Row>()
  ).results;

/** How often the booking's time moved, as Insights counts reschedules (docs/INSIGHTS.md): a handover keeps the time. */
const rescheduleCount = async (bookingId: number) =>
  (await env.DB.prepare("select reschedule_count as n from bookings where id = ?").bind(bookingId).first<{ n: number }>())!.n;

const rescheduledHooks = async (bookingId: number) =>
  (
    await env.DB.prepare("select user_id, snapshot from webhook_deliveries where booking_id = ? and event_type = 'booking.rescheduled' order by id")
      .bind(bookingId)
      .all<{ user_id: number; snapshot: string }>()
  ).results;

/** A two-host round-robin team whose type reminds both sides a day ahead, every host with a webhook endpoint; one booking at 10:00 on `day`. */
async function bookedWithReminders(day: string) {
  const team = await seedTeam(2);
  const sales = await seedTeamType(team, { assignment: "round-robin", reminderOffsets: [24 * 60], remindHost: true });
  for (const host of team.hosts) await addEndpoint(host.user.token, ["booking.rescheduled"]);
  const booker = `${unique("booker")}@example.com`;
  const created = await postBooking({ eventTypeSlug: sales.slug, startTime: instantAt(day, "10:00", "UTC"), duration: 30, email: booker });
  if (created.status !== 201) throw new Error("not booked");
  const { id, cancellation_token: token } = created.body.booking;
  const holderId = (await env.DB.prepare("select host_user_id as id from bookings where id = ?").bind(id).first<{ id: number }>())!.id;
  const holder = team.hosts.find((host) => host.userId === holderId)!;
  const other = team.hosts.find((host) => host !== holder)!;
  expect((await scheduledReminders(id)).map((row) => row.to_address).sort()).toEqual([booker, holder.user.email].sort());
  return { team, id, token, booker, holder, other };
}

/** The reminders name the new host and go to them, and both hosts' endpoints got the rescheduled event naming the new host. */
async function expectHandedTo(id: number, booker: string, { from, to }: { from: BookingHost; to: BookingHost }) {
  const reminders = await scheduledReminders(id);
  const bookerReminders = reminders.filter((row) => row.kind === "booking-reminder");
  expect(bookerReminders.map((row) => row.to_address)).toEqual([booker]);
  expect(bookerReminders[0]!.body).toContain(to.user.username);
  expect(bookerReminders[0]!.body).not.toContain(from.user.username);
  expect(reminders.filter((row) => row.kind === "host-reminder").map((row) => row.to_address)).toEqual([to.user.email]);
  const hooks = await rescheduledHooks(id);
  expect(hooks.map((hook) => hook.user_id).sort((a, b) => a - b)).toEqual([from.userId, to.userId].sort((a, b) => a - b));
  for (const hook of hooks) expect(JSON.parse(hook.snapshot).booking.hosts).toEqual([{ username: to.user.username, email: to.user.email }]);
}

describe("a round-robin booking handed to another host", () => {
  it("when its host leaves the team", async () => {
    const { team, id, booker, holder, other } = await bookedWithReminders(dateAhead(51));
    await env.DB.prepare("update team_members set role = 'owner' where team_id = ? and user_id <> ?").bind(team.id, holder.userId).run();
    const left = await api("DELETE", `/api/teams/${team.id}/members/${holder.userId}`, { token: holder.user.token, json: { upcoming: "reassign" } });
    expect(left.status).toBe(200);
    await expectHandedTo(id, booker, { from: holder, to: other });
    expect(await rescheduleCount(id)).toBe(0);
  });

  it("when a move finds its host busy", async () => {
    const day = dateAhead(52);
    const { id, token, booker, holder, other } = await bookedWithReminders(day);
    const busyAt = instantAt(day, "14:00", "UTC");
    expect((await postBooking({ eventTypeSlug: holder.slug, startTime: busyAt, duration: 30 })).status).toBe(201);
    const moved = await api("POST", `/api/public/bookings/${token}/reschedule`, { json: { startTime: busyAt, timeZone: "UTC" }, headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(moved.status).toBe(200);
    await expectHandedTo(id, booker, { from: holder, to: other });
    expect(await rescheduleCount(id)).toBe(1);
  });
});
