import { api } from "../../api/client";
import { ensureOk, signOutIfUnauthorized, type ApiResponse } from "../../api/errors";
import {
  OVERRIDE_DELETE_FAILED,
  OVERRIDE_SAVE_FAILED,
  OVERRIDES_FETCH_FAILED,
  RULES_FETCH_FAILED,
  SCHEDULES_FETCH_FAILED,
  UNEXPECTED_ERROR,
} from "../../api/messages";

/*
 * The calls of the Availability screen (spec §7 Availability). Each throws ApiError with the server's
 * `error` or the spec §8 fallback; a 401 also ends the session, so the guard sends the user to /login.
 */

export interface Schedule {
  id: number;
  name: string;
  /** IANA zone the schedule's rules and overrides are wall-clock times in (DESIGN §4). */
  timezone: string;
}

export interface Rule {
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface Override {
  id: number;
  schedule_id: number;
  date: string;
  is_unavailable: boolean;
  start_time: string | null;
  end_time: string | null;
}

export interface OverrideInput {
  date: string;
  is_unavailable: boolean;
  start_time: string | null;
  end_time: string | null;
}

async function checked<T extends ApiResponse>(response: T, fallback: string): Promise<T> {
  signOutIfUnauthorized(response);
  return ensureOk(response, fallback);
}

const scheduleParam = (scheduleId: number) => ({ scheduleId: String(scheduleId) });

export async function fetchSchedules(): Promise<Schedule[]> {
  return (await checked(await api.availability.schedules.$get(), SCHEDULES_FETCH_FAILED)).json();
}

/** New schedules start in the zone of the browser that creates them. */
export async function createSchedule(name: string): Promise<Schedule> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (await checked(await api.availability.schedules.$post({ json: { name, timezone } }), UNEXPECTED_ERROR)).json();
}

export async function updateSchedule(id: number, changes: { name?: string; timezone?: string }): Promise<Schedule> {
  const response = await api.availability.schedules[":id"].$put({ param: { id: String(id) }, json: changes });
  return (await checked(response, UNEXPECTED_ERROR)).json();
}

export async function deleteSchedule(id: number): Promise<void> {
  await checked(await api.availability.schedules[":id"].$delete({ param: { id: String(id) } }), UNEXPECTED_ERROR);
}

export async function fetchRules(scheduleId: number): Promise<Rule[]> {
  const response = await api.availability.rules[":scheduleId"].$get({ param: scheduleParam(scheduleId) });
  return (await checked(response, RULES_FETCH_FAILED)).json();
}

export async function saveRules(scheduleId: number, rules: Rule[]): Promise<Rule[]> {
  const response = await api.availability.rules[":scheduleId"].$put({ param: scheduleParam(scheduleId), json: { rules } });
  return (await checked(response, UNEXPECTED_ERROR)).json();
}

/** One month's overrides; `month` is yyyy-MM. */
export async function fetchOverrides(scheduleId: number, month: string): Promise<Override[]> {
  const response = await api.availability.overrides[":scheduleId"].$get({ param: scheduleParam(scheduleId), query: { month } });
  return (await checked(response, OVERRIDES_FETCH_FAILED)).json();
}

/** Saving a day that already has an override replaces it. */
export async function saveOverride(scheduleId: number, input: OverrideInput): Promise<Override> {
  const response = await api.availability.overrides.$post({ json: { schedule_id: scheduleId, ...input } });
  return (await checked(response, OVERRIDE_SAVE_FAILED)).json();
}

export async function deleteOverride(scheduleId: number, date: string): Promise<void> {
  const response = await api.availability.overrides[":scheduleId"][":date"].$delete({ param: { ...scheduleParam(scheduleId), date } });
  await checked(response, OVERRIDE_DELETE_FAILED);
}
