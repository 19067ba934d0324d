import { env } from "cloudflare:test";
import type { InferResponseType } from "hono/client";
import { type Answer, type Api, answer } from "../scenarios/api";
import { type Booked, type VisitorBooking, asBookingJson, dateAhead, instantAt } from "../scenarios/bookings";
import { type Rule, createHost as createScenarioHost, everyDay } from "../scenarios/hosts";
import type { TestUser } from "./helpers";
import { typedApi, uniqueAddress, worker } from "./client";

/* Hosts with a schedule and a public booking type, and their visitors, through the worker's typed API. */

export { dateAhead, everyDay, instantAt };

export interface HostOptions {
  timezone?: string;
  /** Default: every day 09:00–17:00. */
  rules?: Rule[];
  durations?: number[];
  /** Default: the longest of `durations`. */
  defaultDuration?: number;
  bufferTime?: number;
  isPublic?: boolean;
  title?: string;
}

export interface BookingHost {
  user: TestUser;
  userId: number;
  scheduleId: number;
  eventTypeId: number;
  slug: string;
  timezone: string;
}

export async function createHost(options: HostOptions = {}): Promise<BookingHost> {
  const timezone = options.timezone ?? "UTC";
  const durations = options.durations ?? [30, 60];
  const host = await createScenarioHost(worker, {
    timezone,
    rules: options.rules,
    eventTypes: [
      {
        title: options.title,
        durations,
        default_duration: options.defaultDuration ?? durations[durations.length - 1],
        is_public: options.isPublic,
        buffer_time: options.bufferTime,
      },
    ],
  });
  const [eventType] = host.eventTypes;
  if (!eventType) throw new Error("the host has no event type");
  return { user: host, userId: host.id, scheduleId: host.schedule.id, eventTypeId: eventType.id, slug: eventType.slug, timezone };
}

/** A visitor's booking ("Ada Lovelace" unless named), read whole: tests assert refusals too. */
export function postBooking(request: VisitorBooking, options: { address?: string; token?: string } = {}): Promise<Answer<Booked>> {
  const client = typedApi({ token: options.token, address: options.address ?? uniqueAddress() });
  return answer(client.public.bookings.$post({ json: asBookingJson({ name: "Ada Lovelace", ...request }) }));
}

export type MailboxMessage = InferResponseType<Api["dev"]["mailbox"]["$get"], 200>["messages"][number];

export async function mailTo(address: string): Promise<MailboxMessage[]> {
  return (await answer(typedApi().dev.mailbox.$get({ query: { to: address } }))).body.messages;
}

/**
 * Waits for the queue consumer (running beside the tests) to deliver `count` mails (that `match`) to `address`.
 * When they do not come, the outbox rows to `address` go to stderr: pending (the queue never ran them),
 * held, or failed with the error they met.
 */
export async function waitForMail(
  address: string,
  count = 1,
  timeoutMs = 10_000,
  match: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await mailTo(address)).filter(match);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) {
      console.error(`waitForMail: ${messages.length} of ${count} mails to ${address} after ${timeoutMs} ms; outbox rows:`, await outboxRowsTo(address));
      return messages;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The outbox rows to `address`: what a test that misses a mail reports. */
export const outboxRowsTo = async (address: string) =>
  (
    await env.DB.prepare("select id, kind, status, attempts, last_error, created_at, sent_at from email_outbox where to_address = ? order by id")
      .bind(address)
      .all()
  ).results;

export const countRows = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;
