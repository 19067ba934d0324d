import type { InferRequestType, InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import {
  OVERRIDE_DELETE_FAILED,
  OVERRIDE_SAVE_FAILED,
  OVERRIDES_FETCH_FAILED,
  RULES_FETCH_FAILED,
  SCHEDULES_FETCH_FAILED,
  UNEXPECTED_ERROR,
} from "../../api/messages";
import { browserTimeZone } from "../../lib/zoned-time";

/*
 * The calls of the Availability screen. Each throws ApiError with the server's
 * `error` or the fallback text; a 401 also ends the session, so the guard sends the user to /login.
 */

type Endpoints = typeof api.availability;
export type Schedule = InferResponseType<Endpoints["schedules"]["$get"], 200>[number];
export type Rule = InferResponseType<Endpoints["rules"][":scheduleId"]["$get"], 200>[number];
export type Override = InferResponseType<Endpoints["overrides"][":scheduleId"]["$get"], 200>[number];
export type OverrideInput = Omit<InferRequestType<Endpoints["overrides"]["$post"]>["json"], "schedule_id">;

const scheduleParam = (scheduleId: number) => ({ scheduleId: String(scheduleId) });

export function fetchSchedules(): Promise<Schedule[]> {
  return call((init) => api.availability.schedules.$get({}, { init }), { fallback: SCHEDULES_FETCH_FAILED });
}

/** New schedules start in the zone of the browser that creates them. */
export function createSchedule(name: string): Promise<Schedule> {
  return call((init) => api.availability.schedules.$post({ json: { name, timezone: browserTimeZone() } }, { init }), { fallback: UNEXPECTED_ERROR });
}

export function updateSchedule(id: number, changes: { name?: string; timezone?: string }): Promise<Schedule> {
  return call((init) => api.availability.schedules[":id"].$put({ param: { id: String(id) }, json: changes }, { init }), { fallback: UNEXPECTED_ERROR });
}

export async function deleteSchedule(id: number): Promise<void> {
  await call((init) => api.availability.schedules[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
}

export function fetchRules(scheduleId: number): Promise<Rule[]> {
  return call((init) => api.availability.rules[":scheduleId"].$get({ param: scheduleParam(scheduleId) }, { init }), { fallback: RULES_FETCH_FAILED });
}

export function saveRules(scheduleId: number, rules: Rule[]): Promise<Rule[]> {
  return call((init) => api.availability.rules[":scheduleId"].$put({ param: scheduleParam(scheduleId), json: { rules } }, { init }), { fallback: UNEXPECTED_ERROR });
}

/** One month's overrides; `month` is yyyy-MM. */
export function fetchOverrides(scheduleId: number, month: string): Promise<Override[]> {
  return call((init) => api.availability.overrides[":scheduleId"].$get({ param: scheduleParam(scheduleId), query: { month } }, { init }), {
    fallback: OVERRIDES_FETCH_FAILED,
  });
}

/** Saving a day that already has an override replaces it. */
export function saveOverride(scheduleId: number, input: OverrideInput): Promise<Override> {
  return call((init) => api.availability.overrides.$post({ json: { schedule_id: scheduleId, ...input } }, { init }), { fallback: OVERRIDE_SAVE_FAILED });
}

export async function deleteOverride(scheduleId: number, date: string): Promise<void> {
  await call((init) => api.availability.overrides[":scheduleId"][":date"].$delete({ param: { ...scheduleParam(scheduleId), date } }, { init }), {
    fallback: OVERRIDE_DELETE_FAILED,
  });
}
