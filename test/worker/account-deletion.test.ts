import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser, type TestUser } from "./helpers";
import { logInAs } from "./settings-helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/*
 * What a host owns, seeded straight into D1 and R2 (this file tests deletion, not the routes that
 * create these), then counted table by table after DELETE /api/settings/account.
 */
const START = Date.UTC(2030, 0, 7, 9);

async function seedEverything(member: TestUser) {
  const id = member.id;
  const schedule = await env.DB.prepare("insert into schedules (user_id, name) values (?, 'Work') returning id")
    .bind(id)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("insert into availability_rules (schedule_id, day_of_week, start_time, end_time) values (?, 1, '09:00', '17:00')").bind(schedule!.id),
    env.DB.prepare("insert into date_overrides (schedule_id, date, is_unavailable) values (?, '2030-01-08', 1)").bind(schedule!.id),
  ]);
  const imageKey = `u${id}/headerimage0123456789ab`;
  const eventType = await env.DB.prepare(
    "insert into event_types (user_id, schedule_id, title, slug, location, image_key) values (?, ?, 'Chat', ?, 'Online', ?) returning id",
  )
    .bind(id, schedule!.id, `${member.username}-chat`, imageKey)
    .first<{ id: number }>();
  const booking = await env.DB.prepare(
    `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name,
      booker_email, cancellation_token_hash, ics_uid) values (?, ?, 'Chat', ?, ?, ?, ?, 'Guest', 'guest@example.com', ?, ?) returning id`,
  )
    .bind(id, eventType!.id, START, START + 1_800_000, START, START + 1_800_000, `hash-${member.username}`, `uid-${member.username}`)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("insert into calendar_events (user_id, title, type, start_time) values (?, 'Dentist', 'personal', ?)").bind(id, START),
    env.DB.prepare(
      "insert into calendar_events (user_id, title, type, start_time, booking_id) values (?, 'Chat', 'booked', ?, ?)",
    ).bind(id, START, booking!.id),
    env.DB.prepare(
      "insert into email_outbox (booking_id, kind, to_address, subject, body) values (?, 'host-notification', ?, 'New booking', 'x')",
    ).bind(booking!.id, member.email),
  ]);
  await env.IMAGES.put(imageKey, "header image");
  await env.IMAGES.put(`u${id}/neverattached0123456789`, "orphan upload");
  const generated = await answer(typedApi({ token: member.token }).settings["2fa"].generate.$post());
  expect(generated.status).toBe(200);
  return { imageKey, bookingId: booking!.id, scheduleId: schedule!.id };
}

type Seeded = Awaited<ReturnType<typeof seedEverything>>;

async function rowsOf(member: TestUser, seeded: Seeded): Promise<Record<string, number>> {
  const count = async (sql: string, ...values: unknown[]) =>
    (await env.DB.prepare(`select count(*) as n from ${sql}`).bind(...values).first<{ n: number }>())!.n;
  return {
    users: await count("users where id = ? or email = ?", member.id, member.email),
    recovery_codes: await count("recovery_codes where user_id = ?", member.id),
    schedules: await count("schedules where user_id = ?", member.id),
    availability_rules: await count("availability_rules where schedule_id = ?", seeded.scheduleId),
    date_overrides: await count("date_overrides where schedule_id = ?", seeded.scheduleId),
    event_types: await count("event_types where user_id = ?", member.id),
    calendar_events: await count("calendar_events where user_id = ?", member.id),
    bookings: await count("bookings where host_user_id = ?", member.id),
    email_outbox: await count("email_outbox where booking_id = ?", seeded.bookingId),
    rate_limits: await count("rate_limits where key like ? or key = ?", `%${member.email}:address:%`, `2fa:account:${member.id}`),
  };
}

const objectKeys = async (prefix: string) => (await env.IMAGES.list({ prefix })).objects.map((object) => object.key);

describe("DELETE /api/settings/account", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await registerUser("admin"); // the first account in this file's database
  });

  it("deletes every row and R2 object of the user, and nothing of anyone else", async () => {
    const member = await registerUser("leaver");
    const bystander = await registerUser("stayer");
    const seeded = await seedEverything(member);
    const kept = await seedEverything(bystander);
    await logInAs(member, "a wrong password"); // leaves an attempt counter keyed on the email
    const everything = {
      users: 1,
      recovery_codes: 10,
      schedules: 1,
      availability_rules: 1,
      date_overrides: 1,
      event_types: 1,
      calendar_events: 2,
      bookings: 1,
      email_outbox: 1,
      rate_limits: 1,
    };
    expect(await rowsOf(member, seeded)).toEqual(everything);

    const deleted = await answer(typedApi({ token: member.token }).settings.account.$delete());
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Your account has been deleted." });

    expect(await rowsOf(member, seeded)).toEqual({
      users: 0,
      recovery_codes: 0,
      schedules: 0,
      availability_rules: 0,
      date_overrides: 0,
      event_types: 0,
      calendar_events: 0,
      bookings: 0,
      // The booker's cancellation: it outlives the account; the unsent notification went.
      email_outbox: 1,
      rate_limits: 0,
    });
    const left = await env.DB.prepare("select kind, to_address from email_outbox where booking_id = ?").bind(seeded.bookingId).all();
    expect(left.results).toEqual([{ kind: "booking-cancellation", to_address: "guest@example.com" }]);
    expect(await objectKeys(`u${member.id}/`)).toEqual([]);
    expect(await env.IMAGES.head(seeded.imageKey)).toBeNull();

    expect(await rowsOf(bystander, kept)).toEqual({ ...everything, rate_limits: 0 });
    expect(await objectKeys(`u${bystander.id}/`)).toHaveLength(2);
  });

  it("makes the old tokens 401 and the login fail; the username no longer resolves", async () => {
    const member = await registerUser("gone");
    const secondSession = (await logInAs(member, member.password)).body.token!;
    expect((await answer(typedApi({ token: member.token }).settings.account.$delete())).status).toBe(200);
    for (const token of [member.token, secondSession]) {
      expect((await answer(typedApi({ token }).settings.$get())).status).toBe(401);
      expect((await answer(typedApi({ token }).settings.account.$delete())).status).toBe(401);
    }
    expect((await logInAs(member, member.password)).status).toBe(401);
    const byName = await env.DB.prepare("select count(*) as n from users where username = ?").bind(member.username).first<{ n: number }>();
    expect(byName!.n).toBe(0);
  });

  it("does not delete an admin (403) and needs a session (401)", async () => {
    const refused = await answer(typedApi({ token: admin.token }).settings.account.$delete());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "Administrators cannot delete their own account." });
    expect((await answer(typedApi({ token: admin.token }).settings.$get())).status).toBe(200);
    expect((await answer(typedApi().settings.account.$delete())).status).toBe(401);
  });
});
