import { env } from "cloudflare:test";
import { Temporal } from "temporal-polyfill";
import { type TestUser, api, registerUser, uniqueAddress } from "./helpers";
import type { InferResponseType } from "hono/client";
import { expectJson, typedApi } from "./client";

/* Hosts with a schedule and a public booking type, made through the API as a host would. */

export interface RuleInput {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface HostOptions {
  timezone?: string;
  /** Default: every day 09:00–17:00. */
  rules?: RuleInput[];
  durations?: number[];
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

export const everyDay = (start: string, end: string): RuleInput[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: start, end_time: end }));

export async function createHost(options: HostOptions = {}): Promise<BookingHost> {
  const timezone = options.timezone ?? "UTC";
  const user = await registerUser("host");
  const client = typedApi({ token: user.token });
  const schedule = await expectJson(await client.availability.schedules.$post({ json: { name: "Hours", timezone } }), 201, "create schedule");
  const rules = options.rules ?? everyDay("09:00", "17:00");
  await expectJson(await client.availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }), 200, "save rules");
  const durations = options.durations ?? [30, 60];
  const eventType = await expectJson(
    await client["event-types"].$post({
      json: {
        title: options.title ?? "Intro call",
        location: "Online",
        description: "A first chat.",
        schedule_id: schedule.id,
        durations,
        default_duration: options.defaultDuration ?? durations[durations.length - 1],
        is_public: options.isPublic ?? true,
        image_url: null,
        buffer_time: options.bufferTime ?? 0,
      },
    }),
    201,
    "create event type",
  );
  const row = await env.DB.prepare("select id from users where username = ?").bind(user.username).first<{ id: number }>();
  return { user, userId: row!.id, scheduleId: schedule.id, eventTypeId: eventType.id, slug: eventType.slug, timezone };
}

/** The local date `days` days from today in `timeZone`, "yyyy-MM-dd". */
export function dateAhead(days: number, timeZone = "UTC"): string {
  return Temporal.Now.zonedDateTimeISO(timeZone).toPlainDate().add({ days }).toString();
}

/** The instant of wall-clock `time` ("HH:mm") on `date` in `timeZone`, as an ISO string. */
export function instantAt(date: string, time: string, timeZone: string): string {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds).toISOString();
}

export interface BookingRequest {
  eventTypeSlug: string;
  startTime: string;
  duration: number;
  name?: string;
  email?: string | null;
  notes?: string;
  guests?: unknown;
  timeZone?: string;
}

/** What a successful booking answers (the route's own type), or an error. */
export type BookingResponse = InferResponseType<ReturnType<typeof typedApi>["public"]["bookings"]["$post"], 201> & { error?: string };

export function postBooking(request: BookingRequest, options: { address?: string; token?: string } = {}) {
  return api<BookingResponse>("POST", "/api/public/bookings", {
    json: { name: "Ada Lovelace", ...request },
    token: options.token,
    headers: { "CF-Connecting-IP": options.address ?? uniqueAddress() },
  });
}

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  ics: string | null;
  ics_method: string | null;
  created_at: string;
}

export async function mailTo(address: string): Promise<MailboxMessage[]> {
  const result = await api<{ messages: MailboxMessage[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(address)}`);
  return result.body.messages;
}

/** Waits for the queue consumer (running beside the tests) to deliver `count` mails (that `match`) to `address`. */
export async function waitForMail(
  address: string,
  count = 1,
  timeoutMs = 10_000,
  match: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await mailTo(address)).filter(match);
    if (messages.length >= count || Date.now() > deadline) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const countRows = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;
