import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { expectJson } from "../scenarios/api";
import { typedApi } from "./client";
import { countRows, createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { api, registerUser, type TestUser } from "./helpers";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";

/* Personal API tokens: `Authorization: Bearer` on the host API, scope enforced. */

type Scope = "read" | "read-write";

async function newToken(user: TestUser, scope: Scope, name = "Script") {
  return expectJson(await typedApi({ token: user.token }).settings["api-tokens"].$post({ json: { name, scope, expires_in_days: 30 } }), 201);
}

const withBearer = (token: string, json?: unknown) => ({ headers: { authorization: `Bearer ${token}` }, json });

const schedule = { name: "Hours", timezone: "Europe/Berlin" };

let admin: TestUser;

beforeAll(async () => {
  // Storage is per file: the first account registered here is the administrator.
  admin = await registerUser("admin");
  expect((await api("GET", "/api/admin/users", { token: admin.token })).status).toBe(200);
});

describe("POST /api/settings/api-tokens", () => {
  it("shows the token once, lists it without the token, and records its last use", async () => {
    const user = await registerUser("tok");
    const now = Date.now();
    const created = await newToken(user, "read", "Reporting");
    expect(created).toMatchObject({ name: "Reporting", scope: "read", last_used_at: null, expired: false });
    expect(created.token).toMatch(/^hgt_[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expires_at) - now) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const stored = await env.DB.prepare("select token_hash from api_tokens where id = ?").bind(created.id).first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(created.token);

    const listed = await api<Record<string, unknown>[]>("GET", "/api/settings/api-tokens", { token: user.token });
    expect(listed.body).toEqual([{ id: created.id, name: "Reporting", scope: "read", created_at: created.created_at, expires_at: created.expires_at, last_used_at: null, expired: false }]);

    expect((await api("GET", "/api/event-types", withBearer(created.token))).status).toBe(200);
    const [used] = (await api<{ last_used_at: string | null }[]>("GET", "/api/settings/api-tokens", { token: user.token })).body;
    expect(Date.parse(used?.last_used_at ?? "")).toBeGreaterThanOrEqual(now);
  });

  it.each([
    [{ scope: "read", expires_in_days: 30 }, "name: name is required."],
    [{ name: "  ", scope: "read", expires_in_days: 30 }, "name: name is required."],
    [{ name: "x".repeat(101), scope: "read", expires_in_days: 30 }, "name: name can be at most 100 characters."],
    [{ name: "Script", scope: "admin", expires_in_days: 30 }, 'scope: scope must be "read" or "read-write".'],
    [{ name: "Script", scope: "read", expires_in_days: 0 }, "expires_in_days: expires_in_days must be a whole number of days from 1 to 365."],
    [{ name: "Script", scope: "read", expires_in_days: 366 }, "expires_in_days: expires_in_days must be a whole number of days from 1 to 365."],
    [{ name: "Script", scope: "read", expires_in_days: 1.5 }, "expires_in_days: expires_in_days must be a whole number of days from 1 to 365."],
    [{ name: "Script", scope: "read", expires_in_days: "30" }, "expires_in_days: expires_in_days must be a whole number of days from 1 to 365."],
    [{ name: "Script", scope: "read" }, "expires_in_days: expires_in_days must be a whole number of days from 1 to 365."],
    [{ name: "Script", scope: "read", expires_in_days: 30, admin: true }, "Unknown field: admin."],
  ])("refuses %j with 400 and makes nothing", async (json, error) => {
    const user = await registerUser("bad");
    const response = await api("POST", "/api/settings/api-tokens", { token: user.token, json });
    expect([response.status, response.body]).toEqual([400, { error }]);
    expect((await api("GET", "/api/settings/api-tokens", { token: user.token })).body).toEqual([]);
  });
});

describe("Authorization: Bearer on the host API", () => {
  it("a read token reads events, availability and event types but every write is 403 and changes nothing", async () => {
    const host = await createHost();
    const { token } = await newToken(host.user, "read");
    const reads = ["/api/event-types", "/api/availability/schedules", `/api/availability/rules/${host.scheduleId}`, "/api/events/manual?month=2026-03"];
    for (const path of reads) expect([path, (await api("GET", path, withBearer(token))).status]).toEqual([path, 200]);
    const [type] = (await api<{ id: number; title: string }[]>("GET", "/api/event-types", withBearer(token))).body;
    expect(type?.id).toBe(host.eventTypeId);

    const writes: [string, string, unknown][] = [
      ["POST", "/api/availability/schedules", schedule],
      ["PUT", `/api/availability/schedules/${host.scheduleId}`, schedule],
      ["DELETE", `/api/event-types/${host.eventTypeId}`, undefined],
      ["POST", "/api/events/manual", { title: "x" }],
      ["PATCH", "/api/event-types", {}],
    ];
    for (const [method, path, json] of writes) {
      const response = await api(method, path, withBearer(token, json));
      expect([method, path, response.status, response.body]).toEqual([method, path, 403, { error: "This API token can only read." }]);
    }
    expect((await api<unknown[]>("GET", "/api/availability/schedules", withBearer(token))).body).toHaveLength(1);
    expect((await api<unknown[]>("GET", "/api/event-types", withBearer(token))).body).toHaveLength(1);
  });

  it("a read-write token writes as its owner", async () => {
    const user = await registerUser("rw");
    const { token } = await newToken(user, "read-write");
    const created = await api<{ id: number }>("POST", "/api/availability/schedules", withBearer(token, schedule));
    expect(created.status).toBe(201);
    const listed = await api<{ id: number }[]>("GET", "/api/availability/schedules", { token: user.token });
    expect(listed.body.map((row) => row.id)).toEqual([created.body.id]);
    // The README's curl examples, as sent.
    const blocked = { title: "Dentist", type: "blocked", start_time: "2026-03-09T13:00:00Z", end_time: "2026-03-09T15:00:00Z" };
    expect((await api("POST", "/api/events/manual", withBearer(token, blocked))).status).toBe(201);
    const month = await api<{ title: string }[]>("GET", "/api/events/manual?month=2026-03&tz=Europe/Berlin", withBearer(token));
    expect(month.body.map((event) => event.title)).toEqual(["Dentist"]);
  });

  it("another user's data stays 404, with either scope", async () => {
    const alice = await createHost();
    const mallory = await registerUser("mallory");
    const { token } = await newToken(mallory, "read-write");
    const attempts: [string, string, unknown][] = [
      ["GET", `/api/availability/rules/${alice.scheduleId}`, undefined],
      ["PUT", `/api/availability/schedules/${alice.scheduleId}`, schedule],
      ["DELETE", `/api/event-types/${alice.eventTypeId}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      expect([method, path, (await api(method, path, withBearer(token, json))).status]).toEqual([method, path, 404]);
    }
    expect((await api("GET", "/api/event-types", withBearer(token))).body).toEqual([]);
    expect((await api<unknown[]>("GET", "/api/event-types", { token: alice.user.token })).body).toHaveLength(1);
  });

  it("a revoked token is 401; revoking someone else's token is 404", async () => {
    const user = await registerUser("rev");
    const other = await registerUser("other");
    const created = await newToken(user, "read-write");
    const client = typedApi({ token: other.token });
    const foreign = await client.settings["api-tokens"][":id"].$delete({ param: { id: String(created.id) } });
    expect([foreign.status, await foreign.json()]).toEqual([404, { error: "API token not found." }]);
    expect((await api("GET", "/api/event-types", withBearer(created.token))).status).toBe(200);

    const revoked = await typedApi({ token: user.token }).settings["api-tokens"][":id"].$delete({ param: { id: String(created.id) } });
    expect(await expectJson(revoked, 200)).toEqual({ message: "API token revoked." });
    const response = await api("GET", "/api/event-types", withBearer(created.token));
    expect([response.status, response.body]).toEqual([401, { error: "This API token is invalid, expired or revoked." }]);
    expect((await api("GET", "/api/settings/api-tokens", { token: user.token })).body).toEqual([]);
  });

  it("an expired token is 401 and is listed as expired", async () => {
    const user = await registerUser("exp");
    const created = await newToken(user, "read");
    await env.DB.prepare("update api_tokens set expires_at = ? where id = ?").bind(Date.now() - 1000, created.id).run();
    const response = await api("GET", "/api/availability/schedules", withBearer(created.token));
    expect([response.status, response.body]).toEqual([401, { error: "This API token is invalid, expired or revoked." }]);
    const [listed] = (await api<{ expired: boolean }[]>("GET", "/api/settings/api-tokens", { token: user.token })).body;
    expect(listed?.expired).toBe(true);
  });

  it("tokens it never issued are 401", async () => {
    for (const token of ["hgt_" + "A".repeat(43), "A".repeat(47), "hgt_short", (await registerUser("jwt")).token]) {
      expect((await api("GET", "/api/event-types", withBearer(token))).status).toBe(401);
    }
  });

  it("never reaches settings, password, two-factor, tokens, connected calendars, uploads or admin (403), even an admin's read-write token", async () => {
    const { token } = await newToken(admin, "read-write");
    const refused: [string, string, unknown][] = [
      ["GET", "/api/settings", undefined],
      ["PUT", "/api/settings", { email_notifications: false }],
      ["PUT", "/api/settings/password", { currentPassword: admin.password, newPassword: "another long password", confirmPassword: "another long password" }],
      ["POST", "/api/settings/2fa/generate", undefined],
      ["GET", "/api/settings/api-tokens", undefined],
      ["POST", "/api/settings/api-tokens", { name: "More", scope: "read-write", expires_in_days: 30 }],
      ["DELETE", "/api/settings/account", undefined],
      ["GET", "/api/subscriptions", undefined],
      ["POST", "/api/upload/image", undefined],
      ["GET", "/api/admin/users", undefined],
      ["GET", "/api/admin/mail", undefined],
    ];
    for (const [method, path, json] of refused) {
      const response = await api(method, path, withBearer(token, json));
      expect([method, path, response.status, response.body]).toEqual([method, path, 403, { error: "API tokens cannot be used here. Sign in to Hangout to do this." }]);
    }
    expect((await api<unknown[]>("GET", "/api/settings/api-tokens", { token: admin.token })).body).toHaveLength(1);
    expect((await api("GET", "/api/settings", { token: admin.token })).body).toMatchObject({ email_notifications: true });
  });
});

describe("changing a booking", () => {
  it("needs a session: every route that cancels or asks to reschedule refuses a token (403) and mails, notifies and changes nothing", async () => {
    const host = await createHost();
    await addEndpoint(host.user.token, ["booking.cancelled"]);
    const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), "10:00", "UTC"), duration: 30, email: `booker-${crypto.randomUUID().slice(0, 8)}@example.com` });
    expect(booked.status).toBe(201);
    const { id } = booked.body.booking;
    const outboxRows = () => countRows("select count(*) as n from email_outbox where booking_id = ?", id);
    const before = await outboxRows();
    for (const scope of ["read-write", "read"] as const) {
      const { token } = await newToken(host.user, scope);
      const changes: [string, string, unknown][] = [
        ["DELETE", `/api/events/bookings/${id}`, undefined],
        ["POST", `/api/bookings/${id}/cancel`, { reason: "" }],
        ["POST", `/api/bookings/${id}/request-reschedule`, { reason: "" }],
      ];
      for (const [method, path, json] of changes) {
        const response = await api(method, path, withBearer(token, json));
        expect([scope, method, path, response.status, response.body]).toEqual([scope, method, path, 403, { error: "API tokens cannot be used here. Sign in to Hangout to do this." }]);
      }
      // Reading bookings stays open to tokens.
      expect((await api("GET", `/api/bookings/${id}`, withBearer(token))).status).toBe(200);
    }
    expect(await countRows("select count(*) as n from bookings where id = ? and status = 'confirmed'", id)).toBe(1);
    expect(await outboxRows()).toBe(before);
    expect(await deliveriesOf({ bookingId: id })).toEqual([]);
  });
});
