import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { bookAsVisitor, seedHost, type SeededHost } from "./booking-host";
import { screenshot, useBrowser } from "./browser";
import { type ReceivedWebhook, signatureIsValid, startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";
import { dateAhead, instantAt } from "../scenarios/bookings";

/*
 * Signed webhooks end to end: the app under `npm start` delivers booking events to a real
 * local receiver, which checks every signature with node:crypto. Retries that would wait minutes are
 * made due at once through the dev-only sweep (POST /api/dev/webhooks/sweep, what the cron does).
 */

const browser = useBrowser();
let receiver: WebhookReceiver;
let host: SeededHost;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  host = await seedHost({ timezone: "UTC" });
});
afterAll(() => receiver?.close());

interface Endpoint {
  id: number;
  status: string;
  secret: string;
}
interface Delivery {
  id: number;
  event_type: string;
  status: string;
  attempts: number;
  response_status: number | null;
  attempt_log: { at: string; response_status: number | null; duration_ms: number }[];
}

const addEndpoint = (path: string, events: string[]) => apiCall<Endpoint>("POST", "/api/webhooks", host.token, { url: receiver.url(path), events });
const sweep = () => apiCall<{ enqueued: number[] }>("POST", "/api/dev/webhooks/sweep", null);
const deliveries = (endpointId: number) => apiCall<Delivery[]>("GET", `/api/webhooks/${endpointId}/deliveries`, host.token);
const hostMail = async () =>
  (await apiCall<{ messages: { subject: string }[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(`${host.username}@example.com`)}`, null)).messages.map((message) => message.subject);

let hour = 9;
/** A booking in the next free hour of the host's day after tomorrow (open 09:00–17:00 UTC). */
const book = () =>
  bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime: instantAt(dateAhead(2), `${String(hour++).padStart(2, "0")}:00`, "UTC"), duration: 30, name: "Ada Lovelace", email: "ada@example.com" });

const ofType = (path: string, type: string) => receiver.received(path).filter((request) => request.event.type === type);

function expectSigned(requests: ReceivedWebhook[], secret: string) {
  for (const request of requests) {
    expect(signatureIsValid(secret, request.signature, request.body)).toBe(true);
    expect(request.eventId).toBe(request.event.id);
  }
}

/** One more attempt: once the last one is settled, the sweep makes the waiting retry due, and the queue consumer sends it. */
async function retryOnce(path: string, endpointId: number) {
  const before = receiver.received(path).length;
  await expect.poll(async () => (await deliveries(endpointId))[0]).toMatchObject({ status: "pending", attempts: before });
  await sweep();
  await expect.poll(() => receiver.received(path).length).toBe(before + 1);
}

describe("webhooks", () => {
  it("are set up in Settings, and a booking, its reschedule and its cancellation each arrive once, signed", async () => {
    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Webhooks" });
    await section.getByLabel("Endpoint URL").fill(receiver.url("/crm"));
    await section.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await section.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    await section.getByRole("list", { name: "Your webhook endpoints" }).getByText(receiver.url("/crm")).waitFor();

    const booking = await book();
    await expect.poll(() => ofType("/crm", "booking.created").length).toBe(1);
    const newStart = instantAt(dateAhead(3), "15:00", "UTC");
    await apiCall("POST", `/api/public/bookings/${booking.cancellation_token}/reschedule`, null, { startTime: newStart });
    await expect.poll(() => ofType("/crm", "booking.rescheduled").length).toBe(1);
    await apiCall("DELETE", `/api/public/bookings/${booking.cancellation_token}`, null);
    await expect.poll(() => ofType("/crm", "booking.cancelled").length).toBe(1);
    const [created, rescheduled, cancelled] = ["booking.created", "booking.rescheduled", "booking.cancelled"].map((type) => ofType("/crm", type)[0]!);
    expect(created!.event.data.booking).toMatchObject({ id: booking.id, status: "confirmed", start_time: booking.start_time, booker: { name: "Ada Lovelace", email: "ada@example.com" } });
    expect(rescheduled!.event.data.booking).toMatchObject({ id: booking.id, status: "confirmed", start_time: newStart, previous: { start_time: booking.start_time, end_time: booking.end_time } });
    expect(cancelled!.event.data.booking).toMatchObject({ id: booking.id, status: "cancelled", start_time: newStart });
    expect(receiver.received("/crm")).toHaveLength(3);
    expectSigned(receiver.received("/crm"), secret);

    const host127 = new URL(receiver.url("/")).host;
    await section.getByRole("button", { name: `Send test to ${host127}` }).click();
    await section.getByText(new RegExp(`Test delivered to ${host127.replace(/\./g, "\\.")}: 200 in \\d+ ms\\.`)).waitFor();
    await section.getByRole("button", { name: `Delivery log of ${host127}` }).click();
    const log = section.getByRole("table", { name: `Deliveries to ${receiver.url("/crm")}` });
    await expect.poll(() => log.getByRole("row").count()).toBe(5);
    await screenshot(page, "settings-webhooks");
    expect(ofType("/crm", "ping")).toHaveLength(1);
    expectSigned(receiver.received("/crm"), secret);
  });

  it("retries a receiver that fails three times: the 4th attempt delivers the same event", async () => {
    receiver.behave("/flaky", { failFirst: 3 });
    const endpoint = await addEndpoint("/flaky", ["booking.created"]);
    await book();
    await expect.poll(() => receiver.received("/flaky").length).toBe(1);
    for (let attempt = 2; attempt <= 4; attempt++) await retryOnce("/flaky", endpoint.id);
    await expect.poll(async () => (await deliveries(endpoint.id))[0]).toMatchObject({ event_type: "booking.created", status: "delivered", attempts: 4, response_status: 200 });
    const attempts = receiver.received("/flaky");
    expect(new Set(attempts.map((request) => request.eventId)).size).toBe(1);
    expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
    expectSigned(attempts, endpoint.secret);
    // Delivered: the sweep has nothing more to send it.
    await sweep();
    expect(receiver.received("/flaky")).toHaveLength(4);
  });

  it("keeps each attempt in the delivery log: a 500 stays listed after the retry's 200", async () => {
    const own = await seedHost({ timezone: "UTC" });
    receiver.behave("/once", { failFirst: 1 });
    const endpoint = await apiCall<Endpoint>("POST", "/api/webhooks", own.token, { url: receiver.url("/once"), events: ["booking.created"] });
    await bookAsVisitor({ eventTypeSlug: own.slugs[0]!, startTime: instantAt(dateAhead(2), "10:00", "UTC"), duration: 30, name: "Ada Lovelace", email: "ada@example.com" });
    const ownDeliveries = () => apiCall<Delivery[]>("GET", `/api/webhooks/${endpoint.id}/deliveries`, own.token);
    await expect.poll(async () => (await ownDeliveries())[0]).toMatchObject({ status: "pending", attempts: 1 });
    await sweep();
    await expect.poll(async () => (await ownDeliveries())[0]).toMatchObject({ status: "delivered", attempts: 2 });
    const [delivered] = await ownDeliveries();
    expect(delivered!.attempt_log.map((attempt) => attempt.response_status)).toEqual([500, 200]);

    const page = await browser.newPage({ token: own.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Webhooks" });
    await section.getByRole("button", { name: `Delivery log of ${new URL(receiver.url("/")).host}` }).click();
    await section.getByRole("table", { name: `Deliveries to ${receiver.url("/once")}` }).getByText("2", { exact: true }).click();
    const attempts = section.getByRole("list", { name: `Attempts of booking.created delivery ${delivered!.id}` }).getByRole("listitem");
    await expect.poll(() => attempts.allInnerTexts()).toEqual([expect.stringMatching(/: 500 in \d+ ms$/), expect.stringMatching(/: 200 in \d+ ms$/)]);
  });

  it("pauses an endpoint that is down for good, mails the host, shows a banner, and resumes", { timeout: 180_000 }, async () => {
    receiver.behave("/down", "always-fail");
    const endpoint = await addEndpoint("/down", ["booking.created"]);
    await book();
    await expect.poll(() => receiver.received("/down").length).toBe(1);
    for (let attempt = 2; attempt <= 20; attempt++) await retryOnce("/down", endpoint.id);
    await expect.poll(async () => (await apiCall<Endpoint[]>("GET", "/api/webhooks", host.token)).find((listed) => listed.id === endpoint.id)?.status).toBe("paused");
    const host127 = new URL(receiver.url("/")).host;
    await expect.poll(hostMail).toContain(`Your webhook to ${host127} is paused`);
    // Paused: nothing more is sent.
    const [waiting] = await deliveries(endpoint.id);
    expect((await sweep()).enqueued).not.toContain(waiting!.id);
    expect(receiver.received("/down")).toHaveLength(20);

    const page = await browser.newPage({ token: host.token });
    await page.goto("/bookings");
    await page.getByRole("alert").getByText(`Your webhook to ${host127} is paused: it failed 20 times in a row.`).waitFor();
    await page.getByRole("link", { name: "Check your webhooks" }).click();
    receiver.behave("/down", { failFirst: 0 });
    await page.getByRole("button", { name: `Resume webhook to ${host127}` }).click();
    await page.getByText(`Webhook to ${host127} resumed.`).waitFor();
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status).toBe("delivered");
    expect(receiver.received("/down")).toHaveLength(21);
    expectSigned(receiver.received("/down"), endpoint.secret);
  });

  it("gives up on a receiver that does not answer within 10 seconds", async () => {
    receiver.behave("/slow", "hang");
    const endpoint = await addEndpoint("/slow", ["booking.created"]);
    const started = Date.now();
    const test = await apiCall<Delivery & { error: string }>("POST", `/api/webhooks/${endpoint.id}/test`, host.token);
    expect(test).toMatchObject({ event_type: "ping", status: "pending", attempts: 1, response_status: null, error: "The endpoint did not answer within 10 seconds." });
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
