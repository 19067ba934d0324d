import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { sealSecret } from "../../worker/crypto/secret-box";
import worker from "../../worker/index";
import { type ApiResult, api, registerUser } from "./helpers";
import { WINDOW_WAIT_TIMEOUT_MS, awayFromWindowEnd } from "./limit-window";

// These tests count up to limits that reset with the clock's ten-minute windows.
beforeEach(() => awayFromWindowEnd(), WINDOW_WAIT_TIMEOUT_MS);

/*
 * "Sync now" fetches and parses a calendar with the .ics import's reader: each
 * calendar may be synced by hand a few times in ten minutes, and every manual sync spends the account's
 * import budget, so syncing is no way around the import's limit. The cron is not counted.
 */

const CALENDAR_SYNCED_TOO_OFTEN = "This calendar was synced too often. Please wait a few minutes and try again.";
const BUDGET_SPENT = "You imported or synced calendars too often. Please wait a few minutes and try again.";

/** A connected calendar whose sync fails at once without leaving the machine (its address cannot be opened). */
async function calendarOf(userId: number, caldavAccountId: number | null = null): Promise<number> {
  const row = await env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host, caldav_account_id) values (?, 'Work', 'sealed', 'x', ?) returning id")
    .bind(userId, caldavAccountId)
    .first<{ id: number }>();
  return row!.id;
}

const attemptOf = async (id: number) =>
  (await env.DB.prepare("select last_attempt_at as at from calendar_subscriptions where id = ?").bind(id).first<{ at: number | null }>())!.at;

const syncNow = (token: string, id: number) => api<{ error?: string }>("POST", `/api/subscriptions/${id}/sync`, { token });

function expectRefused(response: ApiResult<{ error?: string }>, error: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error });
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
}

function importFile(token: string) {
  const form = new FormData();
  form.append("icsfile", new File(["BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"], "calendar.ics", { type: "text/calendar" }));
  return api<{ error?: string }>("POST", "/api/events/import-ics", { token, body: form });
}

describe("Sync now", () => {
  it("syncs one calendar 10 times in 10 minutes, then answers 429 without fetching; other calendars still sync", async () => {
    const user = await registerUser("synccap");
    const id = await calendarOf(user.id);
    for (let sync = 1; sync <= 10; sync++) expect((await syncNow(user.token, id)).status).toBe(200);
    const attempted = await attemptOf(id);
    expectRefused(await syncNow(user.token, id), CALENDAR_SYNCED_TOO_OFTEN);
    expect(await attemptOf(id)).toBe(attempted);
    expect((await syncNow(user.token, await calendarOf(user.id))).status).toBe(200);
  });

  it("spends the account's .ics import budget: after 30 syncs both another sync and an import answer 429", async () => {
    const user = await registerUser("syncbudget");
    for (let calendar = 1; calendar <= 3; calendar++) {
      const id = await calendarOf(user.id);
      for (let sync = 1; sync <= 10; sync++) expect((await syncNow(user.token, id)).status).toBe(200);
    }
    const fourth = await calendarOf(user.id);
    expectRefused(await syncNow(user.token, fourth), BUDGET_SPENT);
    expect(await attemptOf(fourth)).toBeNull();
    expect((await importFile(user.token)).status).toBe(429);
    const added = await api("POST", "/api/subscriptions", { token: user.token, json: { name: "Fifth", url: "https://calendar.invalid/fifth.ics" } });
    expectRefused(added, BUDGET_SPENT);
    expect((await env.DB.prepare("select count(*) as n from calendar_subscriptions where user_id = ?").bind(user.id).first<{ n: number }>())!.n).toBe(4);
  });

  it("is refused once the imports spent the budget", async () => {
    const user = await registerUser("importbudget");
    for (let attempt = 1; attempt <= 30; attempt++) expect((await importFile(user.token)).status).not.toBe(429);
    expectRefused(await syncNow(user.token, await calendarOf(user.id)), BUDGET_SPENT);
  });

  it("counts each calendar of a CalDAV account's Sync now against the same limits", async () => {
    const user = await registerUser("caldavsynccap");
    const sealed = await sealSecret(env, "caldav-password", user.id, "app-password");
    const account = await env.DB.prepare(
      "insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars) values (?, 'https://127.0.0.1:9', 'host', ?, '[]') returning id",
    )
      .bind(user.id, sealed)
      .first<{ id: number }>();
    const id = await calendarOf(user.id, account!.id);
    for (let sync = 1; sync <= 10; sync++) expect((await api("POST", `/api/caldav/${account!.id}/sync`, { token: user.token })).status).toBe(200);
    expectRefused(await api("POST", `/api/caldav/${account!.id}/sync`, { token: user.token }), CALENDAR_SYNCED_TOO_OFTEN);
    expectRefused(await syncNow(user.token, id), CALENDAR_SYNCED_TOO_OFTEN);
  });

  it("does not count a stranger's attempts on the owner's calendar", async () => {
    const owner = await registerUser("syncowner");
    const stranger = await registerUser("syncstranger");
    const id = await calendarOf(owner.id);
    for (let attempt = 1; attempt <= 11; attempt++) expect((await syncNow(stranger.token, id)).status).toBe(404);
    expect((await syncNow(owner.token, id)).status).toBe(200);
  });
});

describe("the cron", () => {
  it("still syncs the calendars of an account whose manual syncs are used up", async () => {
    const user = await registerUser("synccron");
    const id = await calendarOf(user.id);
    for (let sync = 1; sync <= 10; sync++) await syncNow(user.token, id);
    expect((await syncNow(user.token, id)).status).toBe(429);
    const longAgo = Date.now() - 20 * 60_000;
    await env.DB.prepare("update calendar_subscriptions set last_attempt_at = ? where id = ?").bind(longAgo, id).run();

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await attemptOf(id)).toBeGreaterThan(longAgo);
  });
});
