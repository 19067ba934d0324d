import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt } from "./bookings-fixtures";
import worker from "../../worker/index";
import { uniqueAddress } from "./client";
import { api, registerUser } from "./helpers";

/*
 * Settings → Connected calendars: the API, what is stored, and that stored busy time
 * blocks slots. Fetching real calendars over HTTP is the e2e layer's (test/e2e/subscriptions.test.ts).
 */

const UNREACHABLE = "https://calendar.invalid/private-0123456789/basic.ics";
const countOf = async (table: string) => (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())!.n;

describe("POST /api/subscriptions", () => {
  it.each([
    ["no name", { url: UNREACHABLE }, "name: name is required."],
    ["an empty name", { name: " ", url: UNREACHABLE }, "name: name is required."],
    ["no address", { name: "Work" }, "url: url is required."],
    ["a mailto address", { name: "Work", url: "mailto:a@example.com" }, "url: url must be the calendar's address, starting with https:// or webcal://."],
    ["words", { name: "Work", url: "my calendar" }, "url: url must be the calendar's address, starting with https:// or webcal://."],
    ["an unknown field", { name: "Work", url: UNREACHABLE, color: "red" }, "Unknown field: color."],
  ])("refuses %s with 400 and stores nothing", async (_, json, error) => {
    const user = await registerUser("subbad");
    const before = await countOf("calendar_subscriptions");
    expect(await api("POST", "/api/subscriptions", { token: user.token, json })).toMatchObject({ status: 400, body: { error } });
    expect(await countOf("calendar_subscriptions")).toBe(before);
  });

  it("stores the address sealed, shows only its host, and records why the first sync failed", async () => {
    const user = await registerUser("subadd");
    const added = await api("POST", "/api/subscriptions", { token: user.token, json: { name: "Work", url: UNREACHABLE } });
    expect(added).toMatchObject({
      status: 201,
      body: { name: "Work", host: "calendar.invalid", last_synced_at: null, last_error: "The calendar's address could not be reached.", failing: false, busy_count: 0 },
    });
    const stored = await env.DB.prepare("select url_sealed from calendar_subscriptions where id = ?").bind(added.body.id).first<{ url_sealed: string }>();
    expect(stored!.url_sealed).not.toContain("private-0123456789");
    expect(JSON.stringify((await api("GET", "/api/subscriptions", { token: user.token })).body)).not.toContain("private-0123456789");

    for (let attempt = 2; attempt <= 3; attempt++) await api("POST", `/api/subscriptions/${added.body.id}/sync`, { token: user.token });
    expect((await api("GET", "/api/subscriptions", { token: user.token })).body).toEqual([expect.objectContaining({ failing: true })]);
  });

  it("answers 404 for another host's calendar and removes one's own with its busy time", async () => {
    const owner = await registerUser("subown");
    const stranger = await registerUser("substranger");
    const { body } = await api<{ id: number }>("POST", "/api/subscriptions", { token: owner.token, json: { name: "Work", url: UNREACHABLE } });
    await env.DB.prepare("insert into subscription_busy (subscription_id, user_id, start_time, end_time) select id, user_id, 0, 1 from calendar_subscriptions where id = ?")
      .bind(body.id)
      .run();
    for (const [method, path] of [["POST", `/api/subscriptions/${body.id}/sync`], ["DELETE", `/api/subscriptions/${body.id}`]] as const) {
      expect(await api(method, path, { token: stranger.token })).toMatchObject({ status: 404, body: { error: "Calendar not found." } });
    }
    expect(await api("DELETE", `/api/subscriptions/${body.id}`, { token: owner.token })).toMatchObject({ status: 200, body: { message: "Calendar removed." } });
    expect((await env.DB.prepare("select count(*) as n from subscription_busy where subscription_id = ?").bind(body.id).first<{ n: number }>())!.n).toBe(0);
  });

  it("allows at most 10 calendars per host", async () => {
    const user = await registerUser("submax");
    await env.DB.batch(
      Array.from({ length: 10 }, () =>
        env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host) select id, 'x', 'sealed', 'x' from users where username = ?").bind(user.username),
      ),
    );
    expect(await api("POST", "/api/subscriptions", { token: user.token, json: { name: "Eleventh", url: UNREACHABLE } })).toMatchObject({
      status: 400,
      body: { error: "You can connect at most 10 calendars." },
    });
  });
});

describe("a subscribed calendar's busy time", () => {
  it("removes the hours it covers from the booking page", async () => {
    const host = await createHost({ durations: [60] });
    const date = dateAhead(6);
    const slotsOf = async () =>
      (await api<{ availableSlots: string[] }>("GET", `/api/public/availability/${host.slug}?date=${date}&duration=60&tz=UTC`, { headers: { "CF-Connecting-IP": uniqueAddress() } })).body
        .availableSlots;
    const ten = instantAt(date, "10:00", "UTC");
    expect(await slotsOf()).toContain(ten);
    const subscription = await env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (?, 'Work', 'sealed', 'x') returning id")
      .bind(host.userId)
      .first<{ id: number }>();
    await env.DB.prepare("insert into subscription_busy (subscription_id, user_id, start_time, end_time) values (?, ?, ?, ?)")
      .bind(subscription!.id, host.userId, Date.parse(ten), Date.parse(ten) + 3_600_000)
      .run();
    const slots = await slotsOf();
    expect(slots).not.toContain(ten);
    expect(slots).toContain(instantAt(date, "11:00", "UTC"));
  });
});

describe("the cron", () => {
  it("syncs calendars whose last attempt is 15 minutes old, and leaves fresher ones alone", async () => {
    const user = await registerUser("subcron");
    const due = await api<{ id: number }>("POST", "/api/subscriptions", { token: user.token, json: { name: "Due", url: UNREACHABLE } });
    const fresh = await api<{ id: number }>("POST", "/api/subscriptions", { token: user.token, json: { name: "Fresh", url: UNREACHABLE } });
    const longAgo = Date.now() - 20 * 60_000;
    await env.DB.prepare("update calendar_subscriptions set last_attempt_at = ? where id = ?").bind(longAgo, due.body.id).run();
    const attemptOf = async (id: number) =>
      (await env.DB.prepare("select last_attempt_at as at, consecutive_failures as failures from calendar_subscriptions where id = ?").bind(id).first<{ at: number; failures: number }>())!;
    const freshBefore = await attemptOf(fresh.body.id);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const synced = await attemptOf(due.body.id);
    expect(synced.at).toBeGreaterThan(longAgo);
    expect(synced.failures).toBe(2);
    expect(await attemptOf(fresh.body.id)).toEqual(freshBefore);
  });
});
