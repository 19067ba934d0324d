import type { InferRequestType, InferResponseType } from "hono/client";
import { type Api, type Connection, expectJson } from "./api";
import { type Member, signUp } from "./accounts";

/* Hosts with a schedule and bookable event types, made through the API as a host makes them. */

type EventTypesRoute = Api["event-types"]["$post"];
export type EventType = InferResponseType<EventTypesRoute, 201>;
export type EventTypeFields = Partial<InferRequestType<EventTypesRoute>["json"]>;
export type Schedule = InferResponseType<Api["availability"]["schedules"]["$post"], 201>;
export type Rule = InferRequestType<Api["availability"]["rules"][":scheduleId"]["$put"]>["json"]["rules"][number];

/** Weekly rules: every day of the week from `start` to `end` ("HH:mm", the schedule's wall clock). */
export const everyDay = (start: string, end: string): Rule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: start, end_time: end }));

export interface HostOptions {
  /** The username's start. */
  prefix?: string;
  /** The schedule's zone; default UTC. */
  timezone?: string;
  /** The schedule's name; default "Working hours". */
  scheduleName?: string;
  /** Default: every day 09:00–17:00. */
  rules?: Rule[];
  /** One event type each, in this order; default one public "Intro call" of 30 and 60 minutes. */
  eventTypes?: EventTypeFields[];
}

export interface Host extends Member {
  schedule: Schedule;
  eventTypes: EventType[];
}

export async function createSchedule(connection: Connection, token: string, json: { name: string; timezone?: string }): Promise<Schedule> {
  return expectJson(await connection.api({ token }).availability.schedules.$post({ json }), 201);
}

/** The fields that are set: an option left undefined keeps its default. */
const withoutUndefined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

export async function createEventType(connection: Connection, token: string, scheduleId: number, fields: EventTypeFields = {}): Promise<EventType> {
  const json = {
    title: "Intro call",
    location: "Online",
    description: "A first chat.",
    durations: [30, 60],
    is_public: true,
    image_url: null,
    buffer_time: 0,
    schedule_id: scheduleId,
    ...withoutUndefined(fields),
  };
  return expectJson(await connection.api({ token })["event-types"].$post({ json }), 201);
}

export async function createHost(connection: Connection, options: HostOptions = {}): Promise<Host> {
  const member = await signUp(connection, options.prefix ?? "host");
  const schedule = await createSchedule(connection, member.token, { name: options.scheduleName ?? "Working hours", timezone: options.timezone ?? "UTC" });
  const rules = options.rules ?? everyDay("09:00", "17:00");
  const rulesRoute = connection.api(member).availability.rules[":scheduleId"];
  await expectJson(await rulesRoute.$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }), 200);
  const eventTypes: EventType[] = [];
  for (const fields of options.eventTypes ?? [{}]) eventTypes.push(await createEventType(connection, member.token, schedule.id, fields));
  return { ...member, schedule, eventTypes };
}
