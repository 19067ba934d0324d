import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, unique } from "./helpers";
import { uniqueAddress } from "./client";
import { countRows, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { addEndpoint } from "./webhooks-helpers";
import { hostsOf, seedTeam, seedTeamBooking, seedTeamType } from "./team-fixtures";

const TAKEN = { error: "That time is no longer available." };

interface Outbox {
  kind: string;
  to_address: string;
  ics: string | null;
  body: string;
}

const outboxOf = async (bookingId: number): Promise<Outbox[]> =>
  (await env.DB.prepare("select kind, to_address, ics, body from email_outbox where booking_id = ? order by id").bind(bookingId).all<Outbox>()).results;

const holderOf = async (bookingId: number) =>
  (await env.DB.prepare("select host_user_id as id from bookings where id = ?").bind(bookingId).first<{ id: number }>())!.id;

type Created = { booking: { id: number; cancellation_token: string; hosts: { username: string }[] } };

async function bookTeam(slug: string, startTime: string, email = `${unique("booker")}@example.com`) {
  const response = await postBooking({ eventTypeSlug: slug, startTime, duration: 30, email });
  return response as unknown as { status: number; body: Created };
}

describe("a host's personal bookings and their team bookings never overlap", () => {
  it("a collective booking a host is on takes that time from their personal page", async () => {
    const team = await seedTeam(2);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const [first, second] = team.hosts;
    const startTime = instantAt(dateAhead(5), "10:00", "UTC");
    const start = Date.parse(startTime);
    await seedTeamBooking({ teamId: team.id, eventTypeId: panel.id, hostUserId: first!.userId, otherHostIds: [second!.userId], start });

    const personal = await postBooking({ eventTypeSlug: second!.slug, startTime, duration: 30 });
    expect(personal.status).toBe(409);
    expect(personal.body).toEqual(TAKEN);
    // Overlapping, not only the same start.
    const overlapping = await postBooking({ eventTypeSlug: second!.slug, startTime: instantAt(dateAhead(5), "09:45", "UTC"), duration: 30 });
    expect(overlapping.status).toBe(409);
    expect(await countRows("select count(*) as n from bookings where host_user_id = ?", second!.userId)).toBe(0);
    // Right after it is free.
    expect((await postBooking({ eventTypeSlug: second!.slug, startTime: instantAt(dateAhead(5), "10:30", "UTC"), duration: 30 })).status).toBe(201);
  });

  it("a host's personal booking takes that time from every team booking they would be on", async () => {
    const team = await seedTeam(2);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const startTime = instantAt(dateAhead(6), "11:00", "UTC");
    expect((await postBooking({ eventTypeSlug: team.hosts[1]!.slug, startTime, duration: 30 })).status).toBe(201);
    const refused = await bookTeam(panel.slug, startTime);
    expect(refused.status).toBe(409);
    expect(await countRows("select count(*) as n from bookings where event_type_id = ?", panel.id)).toBe(0);
  });
});

describe("round-robin", () => {
  it("spreads 30 sequential bookings over 3 free equal hosts 10/10/10 (±1), each answer naming its host", async () => {
    const team = await seedTeam(3);
    const sales = await seedTeamType(team, { assignment: "round-robin" });
    const usernames = new Map(team.hosts.map((host) => [host.userId, host.user.username]));
    for (let i = 0; i < 30; i++) {
      const startTime = instantAt(dateAhead(3 + Math.floor(i / 15)), `${String(9 + Math.floor((i % 15) / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`, "UTC");
      const created = await bookTeam(sales.slug, startTime);
      expect(created.status).toBe(201);
      expect(created.body.booking.hosts).toEqual([{ username: usernames.get(await holderOf(created.body.booking.id)) }]);
    }
    const counts = await Promise.all(team.hosts.map((host) => countRows("select count(*) as n from bookings where host_user_id = ? and team_id = ?", host.userId, team.id)));
    for (const count of counts) expect(Math.abs(count - 10)).toBeLessThanOrEqual(1);
    expect(counts.reduce((a, b) => a + b)).toBe(30);
  });

  it("never assigns a host busy at the time; with every host busy the time is taken", async () => {
    const team = await seedTeam(3);
    const sales = await seedTeamType(team, { assignment: "round-robin" });
    const startTime = instantAt(dateAhead(4), "13:00", "UTC");
    const busy = team.hosts[0]!;
    expect((await postBooking({ eventTypeSlug: busy.slug, startTime, duration: 30 })).status).toBe(201);
    const first = await bookTeam(sales.slug, startTime);
    const second = await bookTeam(sales.slug, startTime);
    expect([first.status, second.status]).toEqual([201, 201]);
    const holders = [await holderOf(first.body.booking.id), await holderOf(second.body.booking.id)];
    expect(holders).not.toContain(busy.userId);
    expect(new Set(holders).size).toBe(2);
    const third = await bookTeam(sales.slug, startTime);
    expect(third.status).toBe(409);
  });

  it("gives the assigned host alone the host mail, the calendar row and the webhook; team_id is set", async () => {
    const team = await seedTeam(2);
    const sales = await seedTeamType(team, { assignment: "round-robin", reminderOffsets: [60], remindHost: true });
    for (const host of team.hosts) await addEndpoint(host.user.token, ["booking.created"]);
    const created = await bookTeam(sales.slug, instantAt(dateAhead(7), "10:00", "UTC"), "booker@example.com");
    expect(created.status).toBe(201);
    const id = created.body.booking.id;
    const holder = team.hosts.find((host) => host.user.username === created.body.booking.hosts[0]!.username)!;
    const other = team.hosts.find((host) => host !== holder)!;
    expect(await countRows("select count(*) as n from bookings where id = ? and team_id = ?", id, team.id)).toBe(1);
    const mail = await outboxOf(id);
    expect(mail.filter((m) => m.kind === "booking-confirmation").map((m) => m.to_address)).toEqual(["booker@example.com"]);
    expect(mail.find((m) => m.kind === "booking-confirmation")!.body).toContain(`Your booking with ${holder.user.username} is confirmed.`);
    expect(mail.filter((m) => m.kind === "host-notification").map((m) => m.to_address)).toEqual([holder.user.email]);
    expect(mail.filter((m) => m.kind === "booking-reminder")).toHaveLength(1);
    expect(mail.filter((m) => m.kind === "host-reminder").map((m) => m.to_address)).toEqual([holder.user.email]);
    expect(mail.some((m) => m.to_address === other.user.email)).toBe(false);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, holder.userId)).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", id)).toBe(1);
    const deliveries = (await env.DB.prepare("select user_id, snapshot from webhook_deliveries where booking_id = ?").bind(id).all<{ user_id: number; snapshot: string }>()).results;
    expect(deliveries.map((d) => d.user_id)).toEqual([holder.userId]);
    expect(JSON.parse(deliveries[0]!.snapshot).booking.hosts).toEqual([{ username: holder.user.username, email: holder.user.email }]);
  });
});

describe("collective", () => {
  it("puts every host on one booking: a booking_hosts row, a calendar row, a host mail and a webhook each; one invitation names them all", async () => {
    const team = await seedTeam(3);
    const panel = await seedTeamType(team, { assignment: "collective" });
    for (const host of team.hosts) await addEndpoint(host.user.token, ["booking.created", "booking.cancelled"]);
    const created = await bookTeam(panel.slug, instantAt(dateAhead(8), "14:00", "UTC"), "panel-booker@example.com");
    expect(created.status).toBe(201);
    const id = created.body.booking.id;
    const ids = team.hosts.map((host) => host.userId).sort((a, b) => a - b);
    expect(await holderOf(id)).toBe(ids[0]);
    expect(await hostsOf(id)).toEqual(ids);
    expect(created.body.booking.hosts).toEqual([...team.hosts].sort((a, b) => a.userId - b.userId).map((host) => ({ username: host.user.username })));
    for (const host of team.hosts) {
      expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, host.userId)).toBe(1);
    }
    const mail = await outboxOf(id);
    expect(mail.filter((m) => m.kind === "host-notification").map((m) => m.to_address).sort()).toEqual(team.hosts.map((host) => host.user.email).sort());
    const confirmation = mail.find((m) => m.kind === "booking-confirmation")!;
    const uids = new Set(mail.map((m) => /UID:(.*)/.exec(m.ics ?? "")?.[1]));
    expect(uids.size).toBe(1);
    for (const host of team.hosts) expect(confirmation.ics).toContain(`ATTENDEE;CN="${host.user.username}"`);
    expect(confirmation.ics).toContain(`ATTENDEE;CN="Ada Lovelace"`);
    const deliveries = (await env.DB.prepare("select user_id, snapshot from webhook_deliveries where booking_id = ? and event_type = 'booking.created'").bind(id).all<{ user_id: number; snapshot: string }>()).results;
    expect(deliveries.map((d) => d.user_id).sort((a, b) => a - b)).toEqual(ids);
    expect(JSON.parse(deliveries[0]!.snapshot).booking.hosts.map((h: { username: string }) => h.username)).toHaveLength(3);

    // The booker cancels: every host hears, and every host's endpoint gets the event.
    const cancelled = await api("DELETE", `/api/public/bookings/${created.body.booking.cancellation_token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(cancelled.status).toBe(200);
    const after = await outboxOf(id);
    expect(after.filter((m) => m.kind === "host-cancellation").map((m) => m.to_address).sort()).toEqual(team.hosts.map((host) => host.user.email).sort());
    expect(await countRows("select count(*) as n from webhook_deliveries where booking_id = ? and event_type = 'booking.cancelled'", id)).toBe(3);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ?", id)).toBe(0);
  });
});

const reschedule = (token: string, startTime: string) =>
  api<{ booking: { start_time: string; ownerUsername: string }; error?: string }>("POST", `/api/public/bookings/${token}/reschedule`, {
    json: { startTime, timeZone: "UTC" },
    headers: { "CF-Connecting-IP": uniqueAddress() },
  });

describe("rescheduling a team booking", () => {
  it("round-robin keeps its host while they are free, and goes to another free host when they are not", async () => {
    const team = await seedTeam(2);
    const sales = await seedTeamType(team, { assignment: "round-robin" });
    const created = await bookTeam(sales.slug, instantAt(dateAhead(11), "10:00", "UTC"), "mover@example.com");
    expect(created.status).toBe(201);
    const { id, cancellation_token: token } = created.body.booking;
    const holder = team.hosts.find((host) => host.user.username === created.body.booking.hosts[0]!.username)!;
    const other = team.hosts.find((host) => host !== holder)!;

    const kept = await reschedule(token, instantAt(dateAhead(11), "12:00", "UTC"));
    expect(kept.status).toBe(200);
    expect(await holderOf(id)).toBe(holder.userId);
    expect(kept.body.booking.ownerUsername).toBe(holder.user.username);

    // The holder is busy at 14:00: the move picks the other host inside its statement.
    const busyAt = instantAt(dateAhead(11), "14:00", "UTC");
    expect((await postBooking({ eventTypeSlug: holder.slug, startTime: busyAt, duration: 30 })).status).toBe(201);
    const handedOver = await reschedule(token, busyAt);
    expect(handedOver.status).toBe(200);
    expect(await holderOf(id)).toBe(other.userId);
    expect(handedOver.body.booking.ownerUsername).toBe(other.user.username);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, other.userId)).toBe(1);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, holder.userId)).toBe(0);
    const mail = await outboxOf(id);
    expect(mail.filter((m) => m.kind === "host-cancellation").map((m) => m.to_address)).toEqual([holder.user.email]);
    expect(mail.filter((m) => m.kind === "host-notification").map((m) => m.to_address)).toEqual([holder.user.email, other.user.email]);
    expect(mail.at(-3)!.body).toContain(`Your booking is now with ${other.user.username}.`);

    // Both busy at 15:00: the time is refused, the booking stays.
    const bothBusy = instantAt(dateAhead(11), "15:00", "UTC");
    for (const host of team.hosts) expect((await postBooking({ eventTypeSlug: host.slug, startTime: bothBusy, duration: 30 })).status).toBe(201);
    expect((await reschedule(token, bothBusy)).status).toBe(409);
    expect(await holderOf(id)).toBe(other.userId);
  });

  it("collective moves only when every host is free, and every host hears", async () => {
    const team = await seedTeam(2);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const created = await bookTeam(panel.slug, instantAt(dateAhead(12), "10:00", "UTC"));
    const { id, cancellation_token: token } = created.body.booking;
    const busyAt = instantAt(dateAhead(12), "13:00", "UTC");
    expect((await postBooking({ eventTypeSlug: team.hosts[1]!.slug, startTime: busyAt, duration: 30 })).status).toBe(201);
    expect((await reschedule(token, busyAt)).status).toBe(409);
    const moved = await reschedule(token, instantAt(dateAhead(12), "11:00", "UTC"));
    expect(moved.status).toBe(200);
    expect(await hostsOf(id)).toEqual(team.hosts.map((host) => host.userId).sort((a, b) => a - b));
    expect((await outboxOf(id)).filter((m) => m.kind === "host-rescheduled").map((m) => m.to_address).sort()).toEqual(team.hosts.map((host) => host.user.email).sort());
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and start_time = ?", id, Date.parse(instantAt(dateAhead(12), "11:00", "UTC")))).toBe(2);
  });
});

/** A host leaves the team through the teams API, their upcoming bookings reassigned; answers what became of them. */
async function leave(teamId: number, leaver: { userId: number; user: { token: string } }) {
  // The last owner may not leave: the others become owners, so whoever the rule picked can.
  await env.DB.prepare("update team_members set role = 'owner' where team_id = ? and user_id <> ?").bind(teamId, leaver.userId).run();
  const left = await api<{ upcoming: unknown }>("DELETE", `/api/teams/${teamId}/members/${leaver.userId}`, {
    token: leaver.user.token,
    json: { upcoming: "reassign" },
  });
  expect(left.status).toBe(200);
  return left.body.upcoming;
}

describe("a member leaving with their upcoming bookings reassigned", () => {
  it("hands a round-robin booking to another free host, mailing the booker and the new host; cancels when none is free", async () => {
    const team = await seedTeam(2);
    const sales = await seedTeamType(team, { assignment: "round-robin" });
    const kept = await bookTeam(sales.slug, instantAt(dateAhead(13), "10:00", "UTC"), "kept@example.com");
    const leaver = team.hosts.find((host) => host.user.username === kept.body.booking.hosts[0]!.username)!;
    const stays = team.hosts.find((host) => host !== leaver)!;
    // At 12:00 the host who stays is busy: a booking the leaver gets then has nobody to go to.
    const stuckAt = instantAt(dateAhead(13), "12:00", "UTC");
    expect((await postBooking({ eventTypeSlug: stays.slug, startTime: stuckAt, duration: 30 })).status).toBe(201);
    const stuck = await bookTeam(sales.slug, stuckAt, "stuck@example.com");
    expect(await holderOf(stuck.body.booking.id)).toBe(leaver.userId);

    expect(await leave(team.id, leaver)).toEqual({ reassigned: 1, cancelled: 1, dropped: 0 });
    const id = kept.body.booking.id;
    expect(await holderOf(id)).toBe(stays.userId);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, stays.userId)).toBe(1);
    const mail = await outboxOf(id);
    expect(mail.some((m) => m.kind === "booking-rescheduled" && m.to_address === "kept@example.com" && m.body.includes(`Your booking is now with ${stays.user.username}.`))).toBe(true);
    expect(mail.filter((m) => m.kind === "host-notification").map((m) => m.to_address)).toEqual([leaver.user.email, stays.user.email]);
    expect(await countRows("select count(*) as n from bookings where id = ? and status = 'cancelled'", stuck.body.booking.id)).toBe(1);
    expect((await outboxOf(stuck.body.booking.id)).some((m) => m.kind === "booking-cancellation" && m.to_address === "stuck@example.com")).toBe(true);
  });

  it("takes the leaver off a collective booking; when they held it, the next host takes their place", async () => {
    const team = await seedTeam(3);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const created = await bookTeam(panel.slug, instantAt(dateAhead(14), "10:00", "UTC"));
    const id = created.body.booking.id;
    const [first, second, third] = [...team.hosts].sort((a, b) => a.userId - b.userId);
    expect(await leave(team.id, first!)).toEqual({ reassigned: 0, cancelled: 0, dropped: 1 });
    expect(await holderOf(id)).toBe(second!.userId);
    expect(await hostsOf(id)).toEqual([second!.userId, third!.userId]);
    expect(await countRows("select count(*) as n from calendar_events where booking_id = ? and user_id = ?", id, first!.userId)).toBe(0);
    expect(await countRows("select count(*) as n from bookings where id = ? and status = 'confirmed'", id)).toBe(1);
  });
});

describe("a team type's caps", () => {
  it("count each host's own bookings; once every host has reached the day's cap the 409 says the day is full", async () => {
    const team = await seedTeam(2);
    const capped = await seedTeamType(team, { assignment: "round-robin", maxPerDay: 1 });
    const day = dateAhead(15);
    const first = await bookTeam(capped.slug, instantAt(day, "10:00", "UTC"));
    const second = await bookTeam(capped.slug, instantAt(day, "11:00", "UTC"));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.booking.hosts[0]!.username).not.toBe(second.body.booking.hosts[0]!.username);
    const full = await bookTeam(capped.slug, instantAt(day, "12:00", "UTC"));
    expect(full).toMatchObject({ status: 409, body: { error: "That day is fully booked. Please choose another day." } });
  });
});
