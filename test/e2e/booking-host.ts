/*
 * Hosts for the public-page browser tests (booking, cancel, profile), made through the running app's
 * API as a host would make them: an account, a schedule with weekly hours, and event types.
 */
import type { Page } from "playwright-core";
import { createUser } from "./accounts";
import { appUrl } from "./browser";
import { apiCall } from "./api";

export interface EventTypeInput {
  title?: string;
  description?: string;
  location?: string;
  durations?: number[];
  default_duration?: number;
  is_public?: boolean;
}

export interface SeededHost {
  username: string;
  token: string;
  scheduleId: number;
  /** Slugs of the event types, in the order given. */
  slugs: string[];
}

const call = apiCall;

/** A host available every day between `start` and `end` in `timezone`, with the given event types. */
export async function seedHost(options: { timezone?: string; start?: string; end?: string; eventTypes?: EventTypeInput[] } = {}): Promise<SeededHost> {
  const user = await createUser(appUrl(), "host");
  const schedule = await call<{ id: number }>("POST", "/api/availability/schedules", user.token, {
    name: "Working hours",
    timezone: options.timezone ?? "Europe/Berlin",
  });
  const rules = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: options.start ?? "09:00", end_time: options.end ?? "17:00" }));
  await call("PUT", `/api/availability/rules/${schedule.id}`, user.token, { rules });
  const slugs: string[] = [];
  for (const input of options.eventTypes ?? [{}]) {
    const durations = input.durations ?? [30, 60];
    const created = await call<{ slug: string }>("POST", "/api/event-types", user.token, {
      title: input.title ?? "Intro call",
      location: input.location ?? "Online",
      description: input.description ?? "A first chat.",
      schedule_id: schedule.id,
      durations,
      default_duration: input.default_duration ?? durations[0],
      is_public: input.is_public ?? true,
      image_url: null,
      buffer_time: 0,
    });
    slugs.push(created.slug);
  }
  return { username: user.username, token: user.token, scheduleId: schedule.id, slugs };
}

/** The day's slots of a booking page as the API lists them for a visitor in `timeZone`. */
export async function apiSlots(slug: string, date: string, duration: number, timeZone: string): Promise<string[]> {
  const search = new URLSearchParams({ date, duration: String(duration), tz: timeZone });
  const response = await fetch(new URL(`/api/public/availability/${slug}?${search}`, appUrl()));
  const body = (await response.json()) as { availableSlots: string[] };
  return body.availableSlots;
}

/** "14:30" in `timeZone`, as the booking page shows times. */
export function wallClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(Date.parse(iso));
}

/** Runs the page's browser in `timeZone` from now on (what Playwright's context timezoneId does). */
export async function useTimeZone(page: Page, timeZone: string): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: timeZone });
  return page;
}

/** The booking page's time buttons. */
export const slotButtons = (page: Page) => page.getByRole("list", { name: "Available times" }).getByRole("button");
