import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { createHost } from "./bookings-fixtures";
import { api } from "./helpers";

/* POST /api/dev/past-bookings: bookings that have already happened, for local development and the browser tests only. */

const DAY = 86_400_000;

const bookingsOf = (hostUserId: number) =>
  env.DB.prepare("select start_time, end_time, booker_name, booker_email, status, cancelled_by from bookings where host_user_id = ? order by start_time")
    .bind(hostUserId)
    .all<Record<string, unknown>>();

describe("POST /api/dev/past-bookings", () => {
  it("writes past bookings of the named types, counting only those whose type exists", async () => {
    const host = await createHost();
    const start = Date.now() - 2 * DAY;
    const ada = { slug: host.slug, start, minutes: 30, name: "Ada Lovelace", email: "ada@example.com", status: "confirmed", cancelledBy: null };
    const grace = { ...ada, start: start - DAY, name: "Grace Hopper", email: "grace@example.com", status: "cancelled", cancelledBy: "booker" };
    const nobody = { ...ada, slug: "no-such-type-anywhere" };
    const answer = await api("POST", "/api/dev/past-bookings", { json: { bookings: [ada, grace, nobody] } });
    expect(answer).toMatchObject({ status: 201, body: { written: 2 } });
    expect((await bookingsOf(host.userId)).results).toEqual([
      { start_time: start - DAY, end_time: start - DAY + 30 * 60_000, booker_name: "Grace Hopper", booker_email: "grace@example.com", status: "cancelled", cancelled_by: "booker" },
      { start_time: start, end_time: start + 30 * 60_000, booker_name: "Ada Lovelace", booker_email: "ada@example.com", status: "confirmed", cancelled_by: null },
    ]);
  });

  it("refuses a malformed booking with a clear error and writes nothing", async () => {
    const host = await createHost();
    const good = { slug: host.slug, start: Date.now() - DAY, minutes: 30, name: "Ada", email: "ada@example.com", status: "confirmed", cancelledBy: null };
    const answer = await api<{ error: string }>("POST", "/api/dev/past-bookings", { json: { bookings: [good, { ...good, minutes: 0 }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect((await bookingsOf(host.userId)).results).toEqual([]);
  });

  it("answers 404 unless DEV_MAILBOX is on", async () => {
    const request = new Request("http://hangout.test/api/dev/past-bookings", { method: "POST", headers: { "content-type": "application/json" }, body: '{"bookings":[]}' });
    const off = await app.fetch(request, { ...env, DEV_MAILBOX: undefined }, createExecutionContext());
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: "Not found." });
  });
});
