import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { batchReturningIds } from "../../worker/db/d1-statements";
import { FAILURES_BEFORE_PAUSE, RETRY_WINDOW_MS } from "../../worker/domain/webhook-retry";
import { deliverWebhook } from "../../worker/webhooks/deliver";
import { KEEP_SETTLED_DELIVERIES_MS, pruneWebhookDeliveries } from "../../worker/webhooks/prune-deliveries";
import { pingStatement } from "../../worker/webhooks/webhook-statements";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";
import { registerUser } from "./helpers";
import { addEndpoint } from "./webhooks-helpers";

const db = drizzle(env.DB, { schema });
const MINUTE = 60_000;

/** A delivery written directly, not enqueued: only the test sends it. */
async function pingFor(endpointId: number, now: number): Promise<number> {
  const [[id] = []] = await batchReturningIds(env.DB, [pingStatement(env.DB, endpointId, now)]);
  return id!;
}

const endpointRow = (id: number) =>
  env.DB.prepare("select status, consecutive_failures, paused_at from webhook_endpoints where id = ?").bind(id).first<{ status: string; consecutive_failures: number; paused_at: number | null }>();
const pausedMail = (to: string) =>
  env.DB.prepare("select subject from email_outbox where kind = 'webhook-paused' and to_address = ?").bind(to).all<{ subject: string }>();

describe("a failing delivery", () => {
  it("is retried with exponential backoff for 24 hours after the event, then marked failed", async () => {
    const user = await registerUser("hooks");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    const start = Date.now();
    const id = await pingFor(endpoint.id, start);
    const delays: number[] = [];
    let now = start;
    for (;;) {
      const row = await deliverWebhook(db, env, id, now);
      expect(row).toMatchObject({ responseStatus: null, lastError: "The endpoint could not be reached." });
      if (row!.status === "failed") break;
      expect(row!.status).toBe("pending");
      delays.push((row!.nextAttemptAt - now) / MINUTE);
      // Not due yet: nothing is sent before its time.
      expect(await deliverWebhook(db, env, id, row!.nextAttemptAt - 1)).toBeUndefined();
      now = row!.nextAttemptAt;
    }
    // Doubling from 5 minutes up to 8 hours; the last retry lands on the 24-hour mark.
    expect(delays).toEqual([5, 10, 20, 40, 80, 160, 320, 480, 325]);
    expect(now - start).toBe(RETRY_WINDOW_MS);
  });
});

describe("the delivery log", () => {
  it("keeps every attempt (time, answer, duration), oldest first, and prunes them with their delivery", async () => {
    const user = await registerUser("hooks");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    const start = Date.now() - KEEP_SETTLED_DELIVERIES_MS - 10 * MINUTE;
    const id = await pingFor(endpoint.id, start);
    const first = await deliverWebhook(db, env, id, start);
    await deliverWebhook(db, env, id, first!.nextAttemptAt);
    const log = await answer(typedApi({ token: user.token }).webhooks[":id"].deliveries.$get({ param: { id: String(endpoint.id) } }));
    const unreachable = { response_status: null, duration_ms: expect.any(Number), error: "The endpoint could not be reached." };
    expect(log.body.find((delivery) => delivery.id === id)).toMatchObject({
      attempts: 2,
      attempt_log: [
        { at: new Date(start).toISOString(), ...unreachable },
        { at: new Date(first!.nextAttemptAt).toISOString(), ...unreachable },
      ],
    });

    await env.DB.prepare("update webhook_deliveries set status = 'failed' where id = ?").bind(id).run();
    await pruneWebhookDeliveries(db, Date.now());
    expect(await env.DB.prepare("select count(*) as n from webhook_attempts where delivery_id = ?").bind(id).first("n")).toBe(0);
  });
});

describe("an endpoint failing again and again", () => {
  it(`is paused at ${FAILURES_BEFORE_PAUSE} failures in a row, its host mailed once, and resumes when the host says so`, async () => {
    const user = await registerUser("hooks");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    const now = Date.now();
    const ids = await Promise.all([pingFor(endpoint.id, now), pingFor(endpoint.id, now)]);
    for (let failure = 1; failure <= FAILURES_BEFORE_PAUSE; failure++) {
      // Failures of different deliveries count alike: the streak is the endpoint's.
      const id = ids[failure % 2]!;
      await env.DB.prepare("update webhook_deliveries set next_attempt_at = ? where id = ?").bind(now, id).run();
      const row = await deliverWebhook(db, env, id, now);
      expect(row?.status).not.toBe("delivered");
      expect(await endpointRow(endpoint.id)).toMatchObject({ consecutive_failures: failure, status: failure < FAILURES_BEFORE_PAUSE ? "active" : "paused" });
    }
    expect((await pausedMail(user.email)).results).toEqual([{ subject: "Your webhook to receiver.invalid is paused" }]);
    const listed = await answer(typedApi({ token: user.token }).webhooks.$get());
    expect(listed.body[0]).toMatchObject({ status: "paused", consecutive_failures: FAILURES_BEFORE_PAUSE, paused_at: expect.any(String) });

    // Paused: the queue and the sweep send nothing; the host's own "Send test" still goes and counts.
    await env.DB.prepare("update webhook_deliveries set next_attempt_at = ?, status = 'pending' where endpoint_id = ?").bind(now, endpoint.id).run();
    expect(await deliverWebhook(db, env, ids[0]!, now + 1)).toBeUndefined();
    const test = await answer(typedApi({ token: user.token }).webhooks[":id"].test.$post({ param: { id: String(endpoint.id) } }));
    expect(test.body).toMatchObject({ event_type: "ping", status: "pending", attempts: 1, error: "The endpoint could not be reached." });
    expect(await endpointRow(endpoint.id)).toMatchObject({ consecutive_failures: FAILURES_BEFORE_PAUSE + 1, status: "paused" });
    expect((await pausedMail(user.email)).results).toHaveLength(1);

    const resumed = await answer(typedApi({ token: user.token }).webhooks[":id"].resume.$post({ param: { id: String(endpoint.id) } }));
    expect(resumed.body).toMatchObject({ status: "active", consecutive_failures: 0, paused_at: null });
  });
});

describe("the cron job", () => {
  it("deletes deliveries settled more than 30 days ago and keeps the rest", async () => {
    const user = await registerUser("hooks");
    const endpoint = await addEndpoint(user.token, ["booking.created"]);
    const now = Date.now();
    const old = now - KEEP_SETTLED_DELIVERIES_MS - 1;
    const rows: [string, number][] = [["delivered", old], ["failed", old], ["pending", old], ["delivered", now]];
    const ids = [];
    for (const [status, at] of rows) {
      const id = await pingFor(endpoint.id, at);
      await env.DB.prepare("update webhook_deliveries set status = ?, last_attempt_at = ? where id = ?").bind(status, at, id).run();
      ids.push(id);
    }
    await pruneWebhookDeliveries(db, now);
    const left = await env.DB.prepare("select id from webhook_deliveries where endpoint_id = ? order by id").bind(endpoint.id).all<{ id: number }>();
    expect(left.results.map((row) => row.id)).toEqual([ids[2], ids[3]]);
  });
});
