/*
 * Hosts for the public-page browser tests (booking, cancel, profile), made through the running app's
 * API as a host would make them: an account, a schedule with weekly hours, and event types.
 */
import type { Frame, Page } from "playwright-core";
import { type BookingRequest, book, daySlots } from "../scenarios/bookings";
import { type EventTypeFields, createHost, everyDay } from "../scenarios/hosts";
import { app } from "./api";

export interface SeededHost {
  username: string;
  email: string;
  token: string;
  scheduleId: number;
  /** Slugs of the event types, in the order given. */
  slugs: string[];
}

/** A host available every day between `start` and `end` in `timezone` (default Berlin), with the given event types. */
export async function seedHost(options: { timezone?: string; start?: string; end?: string; eventTypes?: EventTypeFields[] } = {}): Promise<SeededHost> {
  const host = await createHost(app(), {
    timezone: options.timezone ?? "Europe/Berlin",
    rules: everyDay(options.start ?? "09:00", options.end ?? "17:00"),
    // The page opens on the first duration: the tests read its slots.
    eventTypes: (options.eventTypes ?? [{}]).map((fields) => ({ ...fields, default_duration: fields.default_duration ?? fields.durations?.[0] ?? 30 })),
  });
  return { username: host.username, email: host.email, token: host.token, scheduleId: host.schedule.id, slugs: host.eventTypes.map((eventType) => eventType.slug) };
}

/** The day's slots of a booking page as the API lists them for a visitor in `timeZone`. */
export const apiSlots = (slug: string, date: string, duration: number, timeZone: string): Promise<string[]> =>
  daySlots(app(), slug, { date, duration, tz: timeZone });

/** Books as a visitor through the API (201 or it throws); its `cancel_url` is the private cancel path. */
export const bookAsVisitor = (request: BookingRequest) => book(app(), request);

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

/**
 * The booking page's time buttons once its script has taken them over: the server's are submit buttons
 * of the no-script form, and the script loads after the first paint (docs/DECISIONS.md), later still
 * on a busy machine. A click before then would post the form instead.
 */
export const SCRIPTED_SLOT = '.slot-list button[type="button"]';
export const slotButtons = (page: Page) => page.locator(SCRIPTED_SLOT);
/** The one of them that reads `time` ("09:30", as the page writes it). */
export const slotButton = (page: Page, time: string) => slotButtons(page).filter({ hasText: new RegExp(`^${time}$`) });

/**
 * Opens a free day other than the one selected and answers its label ("Monday, November 30, 2026"):
 * the next free day of the month shown or, when that month has none left (its last days), the first
 * of the next month. A test never assumes how many days are left in a month.
 */
export async function openAnotherFreeDay(page: Page | Frame): Promise<string> {
  await page.locator(".calendar-day.selected").waitFor();
  const others = page.locator(".calendar-day.free:not(.selected)");
  if ((await others.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  const other = others.first();
  const label = (await other.getAttribute("aria-label")) ?? "";
  await other.click();
  await page.getByRole("heading", { name: label }).waitFor();
  return label;
}
