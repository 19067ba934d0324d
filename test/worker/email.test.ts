import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import * as schema from "../../drizzle/schema";
import { countMail } from "../../worker/admin/users";
import app from "../../worker/app";
import { handleEmailBatch } from "../../worker/email/consumer";
import { sweepStuckOutbox } from "../../worker/email/outbox";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { countRows, createHost, dateAhead, instantAt, mailTo, postBooking, waitForMail } from "./bookings-fixtures";
import { api } from "./helpers";

interface MailboxMessageWithRaw {
  raw: string;
}

interface QueueResult {
  explicitAcks: string[];
  retryMessages: { msgId: string; delaySeconds?: number }[];
}

const uniqueAddress = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An outbox row written directly (as a booking would), not enqueued: only the test delivers it. */
async function outboxRow(to: string, fields: { createdAt?: number; attempts?: number } = {}): Promise<number> {
  const row = await env.DB.prepare(
    `insert into email_outbox (kind, to_address, subject, body, attempts, created_at)
     values ('booking-confirmation', ?, 'Confirmed: test', 'Hello', ?, ?) returning id`,
  )
    .bind(to, fields.attempts ?? 0, fields.createdAt ?? Date.now())
    .first<{ id: number }>();
  return row!.id;
}

async function deliver(outboxId: number, mailEnv: Env = env, attempts = 1): Promise<QueueResult> {
  const batch = createMessageBatch("hangout-email", [{ id: `m-${outboxId}-${attempts}`, timestamp: new Date(), attempts, body: { outboxId } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, mailEnv);
  return (await getQueueResult(batch, ctx)) as QueueResult;
}

/** getQueueResult does not report retry delays, so this records what the consumer asks of its message. */
async function retryDelayOfAttempt(outboxId: number, attempts: number): Promise<number | undefined> {
  let delay: number | undefined;
  const message = {
    id: `recorded-${outboxId}`,
    timestamp: new Date(),
    attempts,
    body: { outboxId },
    ack: () => undefined,
    retry: (options?: QueueRetryOptions) => {
      delay = options?.delaySeconds;
    },
  };
  const batch = createMessageBatch("hangout-email", [message]);
  await handleEmailBatch({ ...batch, messages: [message] }, noTransport);
  return delay;
}

const outbox = (id: number) =>
  env.DB.prepare("select status, attempts, last_error from email_outbox where id = ?").bind(id).first<{ status: string; attempts: number; last_error: string | null }>();

/** Production without any transport configured. */
const noTransport: Env = { ...env, DEV_MAILBOX: undefined };
/** A configured transport whose server is not there: SMTP to a loopback port nobody listens on. */
const brokenTransport: Env = { ...env, MAIL_TRANSPORT: "smtp", MAIL_FROM: "bookings@hangout.test", SMTP_HOST: "127.0.0.1", SMTP_PORT: "9", SMTP_SECURITY: "none" };

async function bookWithEmail(options: { name?: string; notes?: string } = {}) {
  const host = await createHost({ durations: [30] });
  const email = uniqueAddress("booker");
  const response = await postBooking({
    eventTypeSlug: host.slug,
    startTime: instantAt(dateAhead(6), "10:00", "UTC"),
    duration: 30,
    email,
    name: options.name ?? "Ada Lovelace",
    notes: options.notes ?? "",
  });
  expect(response.status).toBe(201);
  return { host, email, booking: response.body.booking };
}

describe("email queue consumer", () => {
  it("sends a message once even when it is delivered twice, one after the other or at the same time", async () => {
    const to = uniqueAddress("twice");
    const id = await outboxRow(to);
    expect((await deliver(id)).explicitAcks).toHaveLength(1);
    expect((await deliver(id)).explicitAcks).toHaveLength(1);
    expect(await mailTo(to)).toHaveLength(1);
    expect((await outbox(id))?.status).toBe("sent");

    const racing = uniqueAddress("racing");
    const racingId = await outboxRow(racing);
    await Promise.all([deliver(racingId), deliver(racingId), deliver(racingId)]);
    expect(await mailTo(racing)).toHaveLength(1);
  });

  it("keeps a message whose sending fails: the row records the error and the queue retries with backoff", async () => {
    const { email, booking } = await bookWithEmail();
    await waitForMail(email);
    const to = uniqueAddress("failing");
    const id = await outboxRow(to);
    const first = await deliver(id, noTransport, 1);
    expect(first.retryMessages.map((message) => message.msgId)).toEqual([`m-${id}-1`]);
    expect(first.explicitAcks).toEqual([]);
    expect(await outbox(id)).toEqual({ status: "pending", attempts: 1, last_error: expect.stringContaining("No mail transport configured") });
    expect(await retryDelayOfAttempt(id, 2)).toBe(60);
    expect(await retryDelayOfAttempt(id, 3)).toBe(120);
    expect(await mailTo(to)).toHaveLength(0);
    const stillBooked = await env.DB.prepare("select status from bookings where id = ?").bind(booking.id).first<{ status: string }>();
    expect(stillBooked?.status).toBe("confirmed");

    expect((await deliver(id, env, 4)).explicitAcks).toHaveLength(1);
    expect(await mailTo(to)).toHaveLength(1);
    expect((await outbox(id))?.status).toBe("sent");
  });

  it("marks a row dead when its last attempt fails, and still hands the message back for the dead-letter queue", async () => {
    const id = await outboxRow(uniqueAddress("dead"), { attempts: 5 });
    const result = await deliver(id, brokenTransport, 6);
    expect(result.retryMessages).toHaveLength(1);
    expect((await outbox(id))?.status).toBe("dead");
    expect((await deliver(id, env, 7)).explicitAcks).toHaveLength(1);
    expect((await outbox(id))?.status).toBe("dead");
  });

  it("sends through the send_email binding in production: one raw MIME message with the invitation", async () => {
    const { email } = await bookWithEmail();
    await waitForMail(email);
    const row = await env.DB.prepare("select id from email_outbox where to_address = ?").bind(email).first<{ id: number }>();
    await env.DB.prepare("update email_outbox set status = 'pending' where id = ?").bind(row!.id).run();
    const sent: unknown[] = [];
    const binding = {
      send: async (message: unknown) => {
        sent.push(message);
        return { messageId: "x" };
      },
    } as SendEmail;
    await deliver(row!.id, { ...env, DEV_MAILBOX: undefined, MAIL_TRANSPORT: "cloudflare", EMAIL: binding, MAIL_FROM: "bookings@hangout.test" });
    expect(sent).toHaveLength(1);
    // workerd's EmailMessage keeps the raw message under this own property.
    const [message] = sent as { from: string; to: string; "EmailMessage::raw": string }[];
    expect({ from: message!.from, to: message!.to }).toEqual({ from: "bookings@hangout.test", to: email });
    const raw = message!["EmailMessage::raw"];
    expect(raw).toMatch(/^Content-Type: multipart\/mixed; boundary=/m);
    expect(raw).toContain("Content-Type: text/calendar; method=REQUEST; charset=UTF-8\r\n");
    expect(raw).toContain("Auto-Submitted: auto-generated\r\n");
    expect((await outbox(row!.id))?.status).toBe("sent");
  });

  it("sends through Resend's HTTP API with the outbox row as the idempotency key, and keeps the row pending when Resend refuses", async () => {
    const to = uniqueAddress("resend");
    const id = await outboxRow(to);
    const createdAt = (await env.DB.prepare("select created_at from email_outbox where id = ?").bind(id).first<{ created_at: number }>())!.created_at;
    const requests: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
    const answers = [new Response("rate limited", { status: 429 }), Response.json({ id: "re_1" })];
    const provider = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, headers: request.headers, body: await request.json() });
      return answers.shift() ?? Response.json({ id: "re_again" });
    });
    const resend: Env = { ...env, MAIL_TRANSPORT: "resend", MAIL_FROM: "bookings@hangout.test", MAIL_FROM_NAME: "Hangout", RESEND_API_KEY: "re_test_key" };
    try {
      await deliver(id, resend, 1);
      expect(await outbox(id)).toEqual({ status: "pending", attempts: 1, last_error: expect.stringContaining("Resend answered 429") });
      await deliver(id, resend, 2);
      await deliver(id, resend, 3);
    } finally {
      provider.mockRestore();
    }
    expect(requests).toHaveLength(2);
    const [, sent] = requests;
    expect(sent!.url).toBe("https://api.resend.com/emails");
    expect(sent!.headers.get("authorization")).toBe("Bearer re_test_key");
    expect(sent!.headers.get("idempotency-key")).toBe(`hangout-outbox/${id}.${createdAt}`);
    expect(requests[0]!.headers.get("idempotency-key")).toBe(sent!.headers.get("idempotency-key"));
    expect(sent!.body).toMatchObject({
      from: '"Hangout" <bookings@hangout.test>',
      to: [to],
      subject: "Confirmed: test",
      text: "Hello",
      headers: { "Message-ID": `<hangout.${id}.${createdAt}@hangout.test>`, "Auto-Submitted": "auto-generated" },
    });
    expect(sent!.body.html).toContain("<p>Hello</p>");
    expect(await outbox(id)).toEqual({ status: "sent", attempts: 2, last_error: null });
  });

  it("claims a row before sending: while one send is in flight a second delivery sends nothing; an expired claim is sent again", async () => {
    const to = uniqueAddress("claimed");
    const id = await outboxRow(to);
    await env.DB.prepare("update email_outbox set status = 'sending', attempts = 1, lease_until = ? where id = ?").bind(Date.now() + 60_000, id).run();
    expect((await deliver(id)).explicitAcks).toHaveLength(1);
    expect(await mailTo(to)).toHaveLength(0);
    await env.DB.prepare("update email_outbox set lease_until = ? where id = ?").bind(Date.now() - 1, id).run();
    expect(await sweepStuckOutbox(drizzle(env.DB, { schema }), env, Date.now())).toContain(id);
    expect(await waitForMail(to)).toHaveLength(1);
    expect(await outbox(id)).toEqual({ status: "sent", attempts: 2, last_error: null });
  });

  it("keeps mail pending with a clear error when the configuration is wrong, and says so on the admin dashboard", async () => {
    const to = uniqueAddress("misconfigured");
    const id = await outboxRow(to);
    const unknown = await deliver(id, { ...env, MAIL_TRANSPORT: "carrier-pigeon" }, 1);
    expect(unknown.retryMessages).toHaveLength(1);
    expect(await outbox(id)).toEqual({ status: "pending", attempts: 1, last_error: expect.stringContaining('Unknown MAIL_TRANSPORT "carrier-pigeon"') });
    await deliver(id, { ...env, DEV_MAILBOX: undefined, MAIL_TRANSPORT: "resend", MAIL_FROM: "bookings@hangout.test" }, 2);
    expect((await outbox(id))?.last_error).toContain("RESEND_API_KEY secret is missing");
    await deliver(id, { ...env, DEV_MAILBOX: undefined, MAIL_TRANSPORT: "smtp", MAIL_FROM: "bookings@hangout.test", SMTP_HOST: "smtp.example.com", SMTP_PORT: "587", SMTP_SECURITY: "starttls", SMTP_USERNAME: "me" }, 3);
    expect((await outbox(id))?.last_error).toContain("SMTP_PASSWORD secret is missing");
    expect(await mailTo(to)).toHaveLength(0);
    expect((await outbox(id))?.status).toBe("pending");
    const dashboard = await countMail(drizzle(env.DB, { schema }), { ...env, MAIL_TRANSPORT: "carrier-pigeon" });
    expect(dashboard.transport_error).toContain('Unknown MAIL_TRANSPORT "carrier-pigeon"');
    expect(dashboard.failed).toBeGreaterThanOrEqual(1);
    expect((await countMail(drizzle(env.DB, { schema }), env)).transport_error).toBeNull();
  });
});

describe("outbox sweep (cron)", () => {
  it("re-enqueues rows nobody picked up, and leaves fresh rows and rows the queue is retrying alone", async () => {
    const stuck = uniqueAddress("stuck");
    const stuckId = await outboxRow(stuck, { createdAt: Date.now() - 10 * 60_000 });
    const freshId = await outboxRow(uniqueAddress("fresh"));
    const retryingId = await outboxRow(uniqueAddress("retrying"), { createdAt: Date.now() - 10 * 60_000, attempts: 2 });
    const swept = await sweepStuckOutbox(drizzle(env.DB, { schema }), env, Date.now());
    expect(swept).toContain(stuckId);
    expect(swept).not.toContain(freshId);
    expect(swept).not.toContain(retryingId);
    expect(await waitForMail(stuck)).toHaveLength(1);
  });

  it("runs as the worker's scheduled handler", async () => {
    const stuck = uniqueAddress("cron");
    await outboxRow(stuck, { createdAt: Date.now() - 10 * 60_000 });
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await waitForMail(stuck)).toHaveLength(1);
  });

  it("prunes rate-limit counters whose window ended long ago, and keeps current ones", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("insert into rate_limits (key, window_start, count) values (?, ?, 3)").bind("cron:old", now - 2 * 86_400_000),
      env.DB.prepare("insert into rate_limits (key, window_start, count) values (?, ?, 3)").bind("cron:current", now - 60_000),
    ]);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const keys = await env.DB.prepare("select key from rate_limits where key like 'cron:%'").all<{ key: string }>();
    expect(keys.results.map((row) => row.key)).toEqual(["cron:current"]);
  });
});

describe("what the mails say", () => {
  it("a CR/LF in the booker's name cannot add a header: subjects and recipients stay one line", async () => {
    const { host, email, booking } = await bookWithEmail({ name: "Eve\r\nBcc: victim@example.com\nX-Evil: 1" });
    expect(booking.booker_name).toBe("Eve Bcc: victim@example.com X-Evil: 1");
    const mails = [...(await waitForMail(email)), ...(await waitForMail(host.user.email))];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).not.toMatch(/[\r\n]/);
    }
    expect(await mailTo("victim@example.com")).toHaveLength(0);
  });

  it("HTML in notes is kept as text everywhere: the answer, the mail, the invitation and the host's calendar", async () => {
    const notes = `<script>alert("x")</script><b>bold</b> & more`;
    const { email, booking } = await bookWithEmail({ notes });
    expect(booking.notes).toBe(notes);
    const [mail] = await waitForMail(email);
    expect(mail?.text).toContain(notes);
    const event = new ICAL.Component(ICAL.parse(mail!.ics!)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("description")).toBe(notes);
    const calendar = await env.DB.prepare("select description from calendar_events where booking_id = ?").bind(booking.id).first<{ description: string }>();
    expect(calendar?.description.startsWith(notes)).toBe(true);
  });

  it("attaches an invitation an independent parser reads: METHOD, UID, UTC DTSTART/DTEND, ORGANIZER, ATTENDEE", async () => {
    const { host, email, booking } = await bookWithEmail();
    const [mail] = await waitForMail(email);
    const calendar = new ICAL.Component(ICAL.parse(mail!.ics!));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(booking.ics_uid);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toJSDate().toISOString()).toBe(booking.start_time);
    expect(end.toJSDate().toISOString()).toBe(booking.end_time);
    expect(mail!.ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(event.getFirstPropertyValue("organizer")).toBe(`mailto:${host.user.email}`);
    expect(event.getFirstPropertyValue("attendee")).toBe(`mailto:${email}`);
  });

  it("sends the host nothing when they switched notifications off", async () => {
    const host = await createHost({ durations: [30] });
    const off = await api("PUT", "/api/settings", { token: host.user.token, json: { email_notifications: false } });
    expect(off.status).toBe(200);
    const email = uniqueAddress("quiet");
    const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(6), "10:00", "UTC"), duration: 30, email });
    expect(response.status).toBe(201);
    expect(await waitForMail(email)).toHaveLength(1);
    expect(await countRows("select count(*) as n from email_outbox where to_address = ?", host.user.email)).toBe(0);
  });
});

describe("GET /api/dev/mailbox", () => {
  it("answers 404 unless DEV_MAILBOX is on", async () => {
    const request = new Request("http://hangout.test/api/dev/mailbox");
    const off = await app.fetch(request, { ...env, DEV_MAILBOX: undefined }, createExecutionContext());
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: "Not found." });
    const on = await app.fetch(request, env, createExecutionContext());
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ messages: expect.any(Array) });
  });

  it("keeps the whole raw message beside the fields it always answered", async () => {
    const { host, email } = await bookWithEmail({ notes: "<i>hi</i>" });
    await waitForMail(email);
    const { body } = await api<{ messages: (MailboxMessageWithRaw & Record<string, unknown>)[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const [mail] = body.messages;
    expect(Object.keys(mail!).sort()).toEqual(["created_at", "ics", "ics_method", "id", "raw", "subject", "text", "to"]);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/mixed; boundary=/m);
    expect(mail!.raw).toContain(`To: <${email}>\r\n`);
    expect(mail!.raw).toContain(`Reply-To: <${host.user.email}>\r\n`);
    expect(mail!.raw).toContain("Content-Type: text/html; charset=UTF-8\r\n");
    expect(mail!.raw).toContain('Content-Type: text/calendar; method=REQUEST; charset=UTF-8; name="invite.ics"\r\n');
    const html = await env.DB.prepare("select html from email_outbox where to_address = ?").bind(email).first<{ html: string }>();
    expect(html?.html).toContain("&lt;i&gt;hi&lt;/i&gt;");
  });
});
