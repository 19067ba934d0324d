import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sealSecret } from "../../worker/crypto/secret-box";
import { countRows } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";

/*
 * A CalDAV password and a calendar's private address leave Hangout only over https://
 * (docs/DECISIONS.md, API and limits), by the webhooks' rule: plain http:// only to a loopback server while the app itself runs
 * on loopback. These tests run as https://hangout.test, a deployed instance.
 */

const SERVER_NOT_HTTPS = "server_url: server_url must be the CalDAV server's address, starting with https://.";
const CALENDAR_NOT_HTTPS = "url: url must be the calendar's address, starting with https:// or webcal://.";

describe("a CalDAV server address", () => {
  it.each(["http://caldav.example.com/dav", "http://127.0.0.1:9", "http://localhost:5232"])("refuses %s with 400 and signs in nowhere", async (server_url) => {
    const user = await registerUser("davhttp");
    const response = await api("POST", "/api/caldav", { token: user.token, json: { server_url, username: "host", password: "secret" } });
    expect(response).toMatchObject({ status: 400, body: { error: SERVER_NOT_HTTPS } });
    expect(await countRows("select count(*) as n from caldav_accounts where user_id = ?", user.id)).toBe(0);
  });

  it("stored over http:// before this rule, is not sent the password: its calendars' sync says why", async () => {
    const user = await registerUser("davhttpold");
    const sealed = await sealSecret(env, "caldav-password", user.id, "app-password");
    const server = "http://caldav.example.com";
    const account = await env.DB.prepare("insert into caldav_accounts (user_id, server_url, username, password_sealed, calendars) values (?, ?, 'host', ?, ?) returning id")
      .bind(user.id, server, sealed, JSON.stringify([{ url: `${server}/host/work/`, name: "Work" }]))
      .first<{ id: number }>();
    const url = await sealSecret(env, "subscription-url", user.id, `${server}/host/work/`);
    await env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host, caldav_account_id) values (?, 'Work', ?, 'caldav.example.com', ?)")
      .bind(user.id, url, account!.id)
      .run();
    expect((await api("POST", `/api/caldav/${account!.id}/sync`, { token: user.token })).status).toBe(200);
    const [connection] = (await api<{ last_error: string | null }[]>("GET", "/api/subscriptions", { token: user.token })).body;
    expect(connection!.last_error).toBe("The CalDAV server's address must start with https://; remove the account and add it again.");
  });
});

describe("a connected calendar's address", () => {
  it.each(["http://calendar.example.com/work.ics", "http://127.0.0.1:8080/work.ics"])("refuses %s with 400 and stores nothing", async (url) => {
    const user = await registerUser("subhttp");
    expect(await api("POST", "/api/subscriptions", { token: user.token, json: { name: "Work", url } })).toMatchObject({ status: 400, body: { error: CALENDAR_NOT_HTTPS } });
    expect(await countRows("select count(*) as n from calendar_subscriptions where user_id = ?", user.id)).toBe(0);
  });

  it("takes webcal:// (fetched over https://)", async () => {
    const user = await registerUser("subwebcal");
    const added = await api("POST", "/api/subscriptions", { token: user.token, json: { name: "Work", url: "webcal://calendar.invalid/work.ics" } });
    expect(added).toMatchObject({ status: 201, body: { host: "calendar.invalid", last_error: "The calendar's address could not be reached." } });
  });

  it("stored over http:// before this rule, is not fetched: its sync says why", async () => {
    const user = await registerUser("subhttpold");
    const url = await sealSecret(env, "subscription-url", user.id, "http://calendar.example.com/private-0123/work.ics");
    const row = await env.DB.prepare("insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (?, 'Work', ?, 'calendar.example.com') returning id")
      .bind(user.id, url)
      .first<{ id: number }>();
    const synced = await api("POST", `/api/subscriptions/${row!.id}/sync`, { token: user.token });
    expect(synced).toMatchObject({ status: 200, body: { last_error: "The calendar's address must start with https:// or webcal://; remove the calendar and add it again." } });
  });
});
