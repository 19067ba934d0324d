import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { book, dateAhead, daySlots } from "../scenarios/bookings";
import { createHost } from "../scenarios/hosts";
import { signUp } from "../scenarios/accounts";
import { ADMIN_ACCOUNT, createUser, logIn } from "./accounts";
import { app, apiCall } from "./api";
import { lightAndDarkViolations } from "./axe";
import { adminAccount, appUrl, moveWithinApp, useBrowser } from "./browser";
import { mailTo } from "./dev-mailbox";
import { seedPastBookings } from "./past-bookings";
import { untranslatedWords } from "./untranslated-text";

/*
 * The host app in the account's language (docs/LANGUAGES.md, The host's language): Settings →
 * Language switches it at once; German weeks start on Monday; Arabic runs right to left; the screens
 * in Arabic and German pass axe, and the pseudo-locale leaves no English word on them.
 */
const browser = useBrowser();

const EVENT_TITLE = "Zyx standup";
/** A booking type whose every word is the host's own content; its address (zyx-standup) is too. */
const OWN_TYPE = { title: EVENT_TITLE, location: EVENT_TITLE, description: EVENT_TITLE };
const OWN_CONTENT = [EVENT_TITLE, EVENT_TITLE.toLowerCase().replace(" ", "-")];

/** A host with everything the screens show, speaking one language. */
interface LanguageHost {
  token: string;
  username: string;
  /** The request mail's Approve and Decline pages (/requests/…) of the host's pending request. */
  requestPages: { approve: string; decline: string };
  /** An account of the same language the host invited to its team, and the invitation mail's join page. */
  invitee: { token: string; username: string; joinPath: string };
}

/*
 * The language comes from the account (docs/LANGUAGES.md), so each checked language has a host of its
 * own, seeded alike: the screens of every language can then be checked side by side. The pseudo-locale
 * is asked for by the address (?lang=en-XA) of an English-speaking host.
 */
const HOST_LANGUAGES = ["ar", "de", "en"] as const;
type HostLanguage = (typeof HOST_LANGUAGES)[number];
const hosts = {} as Record<HostLanguage, LanguageHost>;

beforeAll(async () => {
  const seeded = await Promise.all(HOST_LANGUAGES.map(seedHost));
  for (const [index, language] of HOST_LANGUAGES.entries()) hosts[language] = seeded[index]!;
});

async function seedHost(language: HostLanguage): Promise<LanguageHost> {
  // Two booking types: one books at once, one asks the host first (for Bookings' Pending tab and /requests).
  const member = await createHost(app(), { prefix: "hostlang", scheduleName: EVENT_TITLE, eventTypes: [OWN_TYPE, { ...OWN_TYPE, requires_confirmation: true }] });
  if (language !== "en") await setLanguage(member.token, language);
  // The booker is named after the host and writes from a two-letter domain, so no English word comes with the booking.
  for (const { slug } of member.eventTypes) {
    const [startTime] = await daySlots(app(), slug, { date: dateAhead(3), duration: 30 });
    await book(app(), { eventTypeSlug: slug, startTime: startTime!, duration: 30, name: member.username, email: `${member.username}@zz.io` });
  }
  // One that has happened, for the Past tab's no-show buttons (no API books a past time).
  const hour = 3_600_000;
  await seedPastBookings([{ slug: member.eventTypes[0]!.slug, start: Math.floor(Date.now() / hour) * hour - 48 * hour, minutes: 30, name: member.username }]);
  const requestPage = (action: string) => mailedLink(member.email, new RegExp(`\\S+/requests/\\d+/${action}/\\S+`));
  const requestPages = { approve: await requestPage("approve"), decline: await requestPage("decline") };
  const invitee = await signUp(app(), "hostlang");
  if (language !== "en") await setLanguage(invitee.token, language);
  const host: LanguageHost = {
    token: member.token,
    username: member.username,
    requestPages,
    invitee: { token: invitee.token, username: invitee.username, joinPath: "" },
  };
  // Every day, so whichever day the calendar opens on shows it.
  const at = (time: string) => `2026-01-01T${time}:00.000Z`;
  await apiCall("POST", "/api/events/manual", host.token, {
    title: EVENT_TITLE,
    type: "personal",
    is_all_day: false,
    no_end_time: false,
    start_time: at("09:00"),
    end_time: at("10:00"),
    timezone: "UTC",
    recurrence: { frequency: "WEEKLY", interval: 1, by_day: "SU,MO,TU,WE,TH,FR,SA", end_date: null },
  });
  await makeBookingSetup(host);
  await makeTeamWithInvitation(host, "invitee@example.com");
  await makeTeamWithInvitation(host, invitee.email);
  host.invitee.joinPath = await mailedLink(invitee.email, /\S+\/teams\/join\/\S+/);
  // One endpoint, for booking events only, so nothing is ever sent to its test address.
  await apiCall("POST", "/api/webhooks", host.token, { url: "https://192.0.2.1/hangout", events: ["booking.created", "booking.cancelled"] });
  return host;
}

/** The path of the first link matching `link` in a mail to `address`, once it has arrived. */
const mailedLink = (address: string, link: RegExp): Promise<string> =>
  vi.waitFor(
    async () => {
      const found = (await mailTo(address)).map((message) => link.exec(message.text)?.[0]).find(Boolean);
      if (!found) throw new Error(`No mail to ${address} with ${link} yet.`);
      return new URL(found).pathname;
    },
    { timeout: 15_000, interval: 200 },
  );

async function signedIn(token: string, colorScheme: "light" | "dark" = "light", path = "/"): Promise<Page> {
  const page = await browser.newPage({ token, colorScheme, timezoneId: "UTC" });
  await page.goto(path);
  return page;
}

/** 0 = Sunday … 6 = Saturday, of a cell's "yyyy-MM-dd". */
const weekdayOf = (day: string | null) => new Date(`${day}T00:00:00Z`).getUTCDay();

const setLanguage = (token: string, locale: string) => apiCall("PUT", "/api/settings/language", token, { locale });

describe("Settings → Language", () => {
  it("switches the app to Deutsch at once, keeping what was typed, with one catalogue fetched; the calendar's weeks start on Monday", async () => {
    const user = await createUser(appUrl(), "deutsch");
    const page = await signedIn(user.token, "light", "/settings");
    const calendarName = page.getByRole("textbox", { name: "Name", exact: true });
    await calendarName.fill("Büro");
    const catalogues: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/assets/host-i18n.")) catalogues.push(new URL(request.url()).pathname);
    });
    await page.getByRole("combobox", { name: "Your language" }).selectOption({ label: "Deutsch" });
    await page.getByRole("status").getByText("Sprache gespeichert.").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(catalogues).toEqual([expect.stringMatching(/^\/assets\/host-i18n\.de\.[0-9a-f]+\.json$/)]);
    // The same page, not a new one: what was typed is still there.
    expect(await calendarName.inputValue()).toBe("Büro");
    await page.getByRole("heading", { name: "Einstellungen", level: 1 }).waitFor();

    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    await nav.getByRole("link", { name: "Kalender" }).click();
    await page.locator(".month-grid").waitFor();
    expect(await page.locator(".month-weekdays > div").allTextContents()).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    expect(weekdayOf(await page.locator(".month-grid .month-cell").first().getAttribute("data-day"))).toBe(1);

    await page.getByRole("group", { name: "Kalenderansicht" }).getByRole("button", { name: "Woche" }).click();
    expect(weekdayOf(await page.locator(".tg-column").first().getAttribute("data-day"))).toBe(1);
    expect(await page.locator(".tg-weekday").first().textContent()).toBe("Mo");
    await page.getByRole("button", { name: "Vorherige Woche" }).waitFor();

    await page.getByRole("button", { name: "Termin hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Termin hinzufügen" });
    await dialog.getByLabel("Titel*").waitFor();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.getByText("Der Titel ist erforderlich.").waitFor();
    await dialog.getByLabel("Häufigkeit").selectOption("WEEKLY");
    expect(await dialog.getByRole("group", { name: "Wiederholen am" }).getByRole("button").allTextContents()).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    await dialog.getByRole("button", { name: "Schließen" }).click();

    // Another browser of the same account reads the language from the account.
    const elsewhere = await signedIn(user.token);
    await elsewhere.getByRole("navigation", { name: "Hauptmenü" }).waitFor();
  });

  it("refuses a language Hangout does not speak: the server's error shows and the language stays", async () => {
    const user = await createUser(appUrl(), "refused");
    const page = await signedIn(user.token, "light", "/settings");
    await page.route("**/api/settings/language", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "locale: Unsupported language." }) }) : route.continue(),
    );
    await page.getByRole("combobox", { name: "Your language" }).selectOption({ label: "Deutsch" });
    await page.getByRole("alert").getByText("locale: Unsupported language.").waitFor();
    expect(await page.getByRole("combobox", { name: "Your language" }).inputValue()).toBe("en");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });
});

describe("before anyone signs in", () => {
  it("the login and register pages follow the browser, and a new account starts in its language", async () => {
    const page = await browser.newPage({ locale: "de-AT" });
    await page.goto("/login");
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    await page.getByRole("link", { name: "Registrieren" }).click();
    await page.getByRole("heading", { name: "Konto erstellen" }).waitFor();
    const username = `neu${Date.now().toString(36)}`;
    const account = { username, email: `${username}@example.com`, password: "a-long-password-1" };
    await page.getByLabel("Benutzername").fill(account.username);
    await page.getByLabel("E-Mail").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByLabel("Passwort bestätigen").fill(account.password);
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await page.getByText("Registrierung erfolgreich! Bitte melde dich an.").waitFor();
    const { token } = await logIn(appUrl(), account);
    expect(await apiCall("GET", "/api/settings/language", token)).toEqual({ locale: "de-AT" });
  });
});

describe("right to left", () => {
  it("lays the app out from the right in Arabic: header, month grid, week columns and the arrows", async () => {
    const page = await signedIn(hosts.ar.token);
    await page.getByRole("navigation", { name: "الرئيسية" }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
    const x = async (selector: string, index = 0) => (await page.locator(selector).nth(index).boundingBox())?.x ?? Number.NaN;
    // The brand starts the header: on the right.
    expect(await x(".brand")).toBeGreaterThan(await x(".desktop-nav"));
    // The week's first day is the rightmost column.
    expect(await x(".month-weekdays > div", 0)).toBeGreaterThan(await x(".month-weekdays > div", 6));
    expect(await x(".month-grid .month-cell", 0)).toBeGreaterThan(await x(".month-grid .month-cell", 6));
    // "Earlier" points right, and stands to the right of "later".
    const previous = page.getByRole("button", { name: "الشهر السابق" });
    expect(await previous.textContent()).toBe("›");
    expect((await previous.boundingBox())!.x).toBeGreaterThan((await page.getByRole("button", { name: "الشهر التالي" }).boundingBox())!.x);
    await page.getByRole("group", { name: "عرض التقويم" }).getByRole("button", { name: "أسبوع" }).click();
    expect(await x(".tg-column", 0)).toBeGreaterThan(await x(".tg-column", 6));
    // An event block sits inside its own column.
    const chip = (await page.locator(".tg-column .event-card").first().boundingBox())!;
    const column = (await page.locator(".tg-column", { has: page.locator(".event-card") }).first().boundingBox())!;
    expect(chip.x).toBeGreaterThanOrEqual(column.x);
    expect(chip.x + chip.width).toBeLessThanOrEqual(column.x + column.width + 1);
  });
});

/** The translated screens, each with what shows once it has rendered, and the dialogs opened from it. */
interface Screen {
  name: string;
  /** Where it opens: an address, or one of the host's own (the request mail's pages). */
  path: string | ((host: LanguageHost) => string);
  /** True: the host signs in; a function: the account of the host's that does. */
  signedIn: boolean | ((host: LanguageHost) => { token: string });
  /** Brings the screen (or its dialog) up on an open page of the host's. */
  show: (page: Page, host: LanguageHost) => Promise<unknown>;
  /** What else the screen shows as an account's own content, besides the host's (the admin's username in the header). */
  content?: readonly string[];
  /** Its setup writes another account's session into the page's storage: a context of its own, not one the file's tests share. */
  ownContext?: true;
}

const CALENDAR_VIEWS = ["month", "week", "day", "clock"] as const;
const viewButton = (page: Page, index: number) => page.locator(".view-switcher .view-option").nth(index);
const openCalendarView = (index: number) => async (page: Page) => {
  await viewButton(page, index).click();
  await page.locator(`.view-switcher .view-option[aria-pressed="true"]`).nth(0).waitFor();
  // The daily event shows in every view once the events are in.
  const events = [".month-grid .event-card", ".tg-column .event-card", ".tg-column .event-card", ".clock-view .event-list .event-card"][index] ?? "";
  await page.locator(events).first().waitFor();
};

/*
 * Availability and Booking Setup show the host's own things: a schedule with hours and an override, a
 * personal type with every fact its card names, and a team with a type, all named after the host
 * (content the checks allow; a type's slug, which its embed snippet shows, comes from its title).
 */
async function makeBookingSetup(host: LanguageHost): Promise<void> {
  // The schedule the Availability page opens on: the host's first.
  const [schedule] = await apiCall<{ id: number }[]>("GET", "/api/availability/schedules", host.token);
  if (!schedule) throw new Error("The host has no schedule.");
  await apiCall("PUT", `/api/availability/rules/${schedule.id}`, host.token, {
    rules: [
      { day_of_week: 1, start_time: "09:00", end_time: "17:00" },
      { day_of_week: 5, start_time: "22:00", end_time: "02:00" },
    ],
  });
  // Today in the schedule's zone is always in the month the override calendar opens on.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC" }).format(new Date());
  await apiCall("POST", "/api/availability/overrides", host.token, { schedule_id: schedule.id, date: today, is_unavailable: false, start_time: "09:00", end_time: "12:00" });
  const personal = { title: host.username, location: host.username, location_kind: "in_person", durations: [30, 60], default_duration: 30, is_public: true, schedule_id: schedule.id };
  await apiCall("POST", "/api/event-types", host.token, {
    ...personal,
    requires_confirmation: true,
    questions: [{ label: host.username, kind: "single_choice", required: true, choices: [host.username, EVENT_TITLE] }],
    reminders: { offsets: [1440, 90], notify_host: true },
  });
  // Seats and confirmation exclude each other (docs/SEATS.md): a second type shows the seats.
  await apiCall("POST", "/api/event-types", host.token, { ...personal, seats: 5 });
  const slug = `hl-${crypto.randomUUID().slice(0, 8)}`;
  const { team } = await apiCall<{ team: { id: number } }>("POST", "/api/teams", host.token, { name: host.username, slug });
  const { members } = await apiCall<{ members: { user_id: number }[] }>("GET", `/api/teams/${team.id}`, host.token);
  await apiCall("POST", "/api/event-types", host.token, {
    title: host.username,
    location: host.username,
    durations: [30],
    is_public: true,
    team_id: team.id,
    assignment: "round-robin",
    hosts: members.map(({ user_id }) => ({ user_id })),
  });
}

/** Text scrolled under a dialog's sticky header reads to axe as written on the header's colour. */
const scrollDialogToTop = (page: Page) =>
  page.locator("dialog form").evaluate((form) => {
    for (let node: Element | null = form; node; node = node.parentElement) node.scrollTop = 0;
  });

const availabilityShown = async (page: Page) => {
  await page.locator(".weekdays .time-range").first().waitFor();
  await page.locator(".month-grid .day-badge").first().waitFor();
};
const bookingSetupShown = async (page: Page) => {
  await page.locator(".event-type-card .event-type-facts").first().waitFor();
};
const teamTypesShown = async (page: Page) => {
  await bookingSetupShown(page);
  await page.locator(".scope-switcher select").selectOption({ index: 1 });
  await page.locator(".event-type-card .event-type-schedule").first().waitFor();
};

/** The host's team (Booking Setup's, named after the host) invites `email`. */
async function makeTeamWithInvitation(host: LanguageHost, email: string): Promise<void> {
  const { teams } = await apiCall<{ teams: { id: number }[] }>("GET", "/api/teams", host.token);
  await apiCall("POST", `/api/teams/${teams[0]!.id}/invitations`, host.token, { email, role: "member" });
}

const openTeamPage = async (page: Page) => {
  await page.locator(".team-list .team-name").first().click();
  await page.locator(".invitation-list").waitFor();
};

/** The host's webhook endpoint with its delivery log open. */
async function openWebhookLog(page: Page): Promise<void> {
  const log = page.waitForResponse((response) => response.url().endsWith("/deliveries"));
  await page.locator(".webhook-endpoint .webhook-actions button[aria-expanded]").click();
  await log;
  await page.locator(".webhook-endpoint > p.muted").waitFor();
}

/** Two-factor setup up to `steps` Next clicks; the recovery codes are digits here, as random letters could spell a word. */
async function openTwoFactorSetup(page: Page, steps: number): Promise<void> {
  await page.route("**/api/settings/2fa/generate", async (route) => {
    const response = await route.fetch();
    // Anything but the setup (the local server's "restarted mid-request") goes to the page as it came: the test fails there, and its retry runs.
    if (!response.ok()) return route.fulfill({ response });
    const setup = (await response.json()) as { recoveryCodes: string[] };
    await route.fulfill({ json: { ...setup, recoveryCodes: setup.recoveryCodes.map((_, index) => `${2345 + index}-6789`) } });
  });
  await page.locator(".tfa-status .button.primary").click();
  await page.locator(".tfa-qr").waitFor();
  for (let step = 0; step < steps; step++) await setupSubmit(page).click();
}

const twoFactorSection = (page: Page) => page.locator(".settings-section", { has: page.locator(".tfa-status") });
const setupSubmit = (page: Page) => twoFactorSection(page).locator("form", { has: page.locator(".tfa-step") }).locator("button[type=submit]");

/**
 * The admin's dashboard, in the language the screen is checked in: the admin account signs in to
 * this page, its language answered as the host's (the admin's own stays as it is for the other
 * tests), and the user list and mail counts are fixed, as every e2e account would be on the real one.
 */
async function openAdmin(page: Page, host: LanguageHost): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const { token } = await logIn(appUrl(), adminAccount());
  await page.route("**/api/settings/language", (route) => route.fulfill({ json: { locale: lang === "en-XA" ? "en" : lang } }));
  const joined = "2026-01-05T09:00:00.000Z";
  await page.route("**/api/admin/users", (route) =>
    route.fulfill({
      json: [
        { id: 1, username: host.username, email: `${host.username}@example.com`, created_at: joined, is_admin: true, is_two_factor_enabled: true, upcoming_bookings: 0 },
        { id: 2, username: EVENT_TITLE, email: "zyx@example.com", created_at: joined, is_admin: false, is_two_factor_enabled: false, upcoming_bookings: 3 },
      ],
    }),
  );
  await page.route("**/api/admin/mail", (route) =>
    route.fulfill({ json: { pending: 1, failed: 2, sent: 30, held: 0, dead: 1, scheduled: 4, last_error: null, transport_error: null } }),
  );
  await page.evaluate((session) => localStorage.setItem("token", session), token);
  await page.goto(lang === "en-XA" ? "/admin?lang=en-XA" : "/admin");
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
  await page.locator(".table tbody tr").nth(1).waitFor();
}

const BOOKING_TABS = ["upcoming", "pending", "past, with its no-show buttons", "cancelled, empty"] as const;
/** Opens a Bookings tab (in order: upcoming, pending, past, cancelled) once its rows, or its empty state, show. */
const openBookingTab = (index: number) => async (page: Page) => {
  await page.locator(".bookings-tab").nth(index).click();
  await page.locator(`.bookings-tab[aria-selected="true"]`).nth(0).waitFor();
  await page.locator(index < 3 ? "tbody tr .actions-column button" : ".bookings-page > p.muted").first().waitFor();
};

/** The screen shown anew, its calls to the API asked again (through any routes its setup has made). */
const reopen = (page: Page) => moveWithinApp(page, page.url());

/** The host's webhook endpoint as paused after failed deliveries (the app pauses one only after many): Settings' notice and the app-wide banner. */
async function showPausedWebhook(page: Page): Promise<void> {
  await page.route("**/api/webhooks", async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const endpoints = (await response.json()) as object[];
    await route.fulfill({ json: endpoints.map((endpoint) => ({ ...endpoint, status: "paused", consecutive_failures: 20, paused_at: "2026-01-05T09:00:00.000Z" })) });
  });
  await reopen(page);
  await page.locator(".webhook-endpoint .webhook-paused").waitFor();
}

/** A Google account connected, with a calendar to read busy times from and write bookings into (a real one needs Google's consent). */
async function showGoogleAccount(page: Page, host: LanguageHost): Promise<void> {
  await page.route("**/api/calendar-connections", (route) =>
    route.fulfill({
      json: {
        providers: { google: true, microsoft: false },
        connections: [
          {
            id: 1,
            provider: "google",
            account_email: `${host.username}@zz.io`,
            status: "active",
            broken_reason: null,
            calendars: [
              { id: "primary", name: host.username, writable: true, busy: true, write: true },
              { id: "shared", name: EVENT_TITLE, writable: false, busy: false, write: false },
            ],
            write_error: null,
            write_error_at: null,
          },
        ],
      },
    }),
  );
  await reopen(page);
  await page.locator(".provider-accounts .caldav-account .caldav-choice").first().waitFor();
}

const SCREENS: Screen[] = [
  { name: "login", path: "/login", signedIn: false, show: (page) => page.locator("form button[type=submit]").waitFor() },
  { name: "register", path: "/register", signedIn: false, show: (page) => page.locator("form button[type=submit]").waitFor() },
  { name: "not found", path: "/no-such-page", signedIn: false, show: (page) => page.locator(".card a").waitFor() },
  ...CALENDAR_VIEWS.map((view, index): Screen => ({ name: `calendar, ${view} view`, path: "/", signedIn: true, show: openCalendarView(index) })),
  {
    name: "calendar, event details",
    path: "/",
    signedIn: true,
    show: async (page) => {
      await openCalendarView(2)(page);
      await page.locator(".tg-column .event-card").first().click();
      await page.locator("dialog .event-details").waitFor();
    },
  },
  {
    name: "calendar, new event with its recurrence editor",
    path: "/",
    signedIn: true,
    show: async (page) => {
      await openCalendarView(0)(page);
      await page.locator(".calendar-actions .button.primary").click();
      await page.locator("dialog .event-form select").nth(1).selectOption("WEEKLY");
      await page.locator("dialog .event-form button[type=submit]").click();
      await page.locator("dialog .field-error").first().waitFor();
    },
  },
  {
    name: "calendar, a day's events",
    path: "/",
    signedIn: true,
    show: async (page) => {
      await openCalendarView(0)(page);
      await page.locator(".month-cell.today .month-day-number").click();
      await page.locator("dialog .event-list").waitFor();
    },
  },
  { name: "availability", path: "/availability", signedIn: true, show: availabilityShown },
  {
    name: "availability, deleting a schedule",
    path: "/availability",
    signedIn: true,
    show: async (page) => {
      await availabilityShown(page);
      await page.locator(".schedule-card .danger-text").first().click();
      await page.locator("dialog .button.danger").waitFor();
    },
  },
  {
    name: "availability, a day's override",
    path: "/availability",
    signedIn: true,
    show: async (page) => {
      await availabilityShown(page);
      await page.locator(".month-grid .month-day.custom").first().click();
      await page.locator("dialog .override-form").waitFor();
    },
  },
  {
    name: "booking setup, with a type's embed snippet",
    path: "/event-types",
    signedIn: true,
    show: async (page) => {
      await bookingSetupShown(page);
      await page.locator(".event-type-card .embed-snippet summary").first().click();
      await page.locator(".event-type-card .embed-snippet textarea").first().waitFor();
    },
  },
  {
    name: "booking setup, a booking type's form",
    path: "/event-types",
    signedIn: true,
    show: async (page, host) => {
      await bookingSetupShown(page);
      // The host's type with questions (the ones Bookings books come first).
      await page.locator(".event-type-card", { hasText: host.username }).locator(".event-type-actions .button.secondary").first().click();
      await page.locator("dialog .questions-fields textarea").waitFor();
    },
  },
  {
    name: "booking setup, a new booking type's errors",
    path: "/event-types",
    signedIn: true,
    show: async (page) => {
      await bookingSetupShown(page);
      await page.locator(".event-types-page .page-header .button.primary").click();
      await page.locator("dialog .questions-fields .button.secondary").click();
      await page.locator("dialog .form-actions button[type=submit]").click();
      await page.locator("dialog .questions-fields .field-error").waitFor();
      await scrollDialogToTop(page);
    },
  },
  {
    name: "booking setup, deleting a type",
    path: "/event-types",
    signedIn: true,
    show: async (page) => {
      await bookingSetupShown(page);
      await page.locator(".event-type-card .event-type-actions .danger-text").first().click();
      await page.locator("dialog .button.danger").waitFor();
    },
  },
  {
    name: "booking setup, a team type's form",
    path: "/event-types",
    signedIn: true,
    show: async (page) => {
      await teamTypesShown(page);
      await page.locator(".event-type-card .event-type-actions .button.secondary").first().click();
      await page.locator("dialog .team-hosts input[type=checkbox]").first().check();
      await page.locator("dialog .host-row input[type=number]").first().waitFor();
      await scrollDialogToTop(page);
    },
  },
  ...BOOKING_TABS.map((tab, index): Screen => ({ name: `bookings, ${tab}`, path: "/bookings", signedIn: true, show: openBookingTab(index) })),
  ...["cancel", "request reschedule"].map(
    (action, index): Screen => ({
      name: `bookings, ${action} dialog`,
      path: "/bookings",
      signedIn: true,
      show: async (page) => {
        await openBookingTab(0)(page);
        await page.locator("tbody .actions-column button").nth(index === 0 ? 1 : 0).click();
        await page.locator("dialog textarea").waitFor();
      },
    }),
  ),
  {
    name: "bookings, decline dialog",
    path: "/bookings",
    signedIn: true,
    show: async (page) => {
      await openBookingTab(1)(page);
      await page.locator("tbody .actions-column button.secondary").click();
      await page.locator("dialog textarea").waitFor();
    },
  },
  { name: "insights", path: "/insights", signedIn: true, show: (page) => page.locator(".insight-figure").first().waitFor() },
  {
    name: "insights, every chart as a table",
    path: "/insights",
    signedIn: true,
    show: async (page) => {
      const switches = page.locator(".insight-figure-header button");
      await switches.first().waitFor();
      for (const button of await switches.all()) await button.click();
      await expect.poll(() => page.locator(".insight-figure table").count()).toBe(await switches.count());
    },
  },
  ...(["approve", "decline"] as const).map(
    (action): Screen => ({
      name: `the request mail's ${action} page`,
      path: (host) => host.requestPages[action],
      signedIn: false,
      show: (page) => page.locator("form button[type=submit]").waitFor(),
    }),
  ),
  {
    name: "teams, with the create form's errors",
    path: "/teams",
    signedIn: true,
    show: async (page) => {
      await page.locator(".team-list").waitFor();
      await page.locator(".teams-section form button[type=submit]").click();
      await page.locator(".teams-section .field-error").first().waitFor();
    },
  },
  { name: "team page, with its invitations", path: "/teams", signedIn: true, show: openTeamPage },
  {
    name: "team page, leaving the team",
    path: "/teams",
    signedIn: true,
    show: async (page) => {
      await openTeamPage(page);
      await page.locator(".teams-actions .danger-text").click();
      await page.locator("dialog .upcoming-choice").waitFor();
    },
  },
  {
    name: "team page, deleting the team",
    path: "/teams",
    signedIn: true,
    show: async (page) => {
      await openTeamPage(page);
      await page.locator(".teams-actions .button.danger").click();
      await page.locator("dialog .button.danger").waitFor();
    },
  },
  { name: "joining a team, signed out", path: "/teams/join/no-such-invitation", signedIn: false, show: (page) => page.locator(".card a.button").waitFor() },
  {
    name: "joining a team, signed in as the one invited",
    path: (host) => host.invitee.joinPath,
    signedIn: (host) => host.invitee,
    show: (page) => page.locator(".card button.primary").waitFor(),
  },
  { name: "admin dashboard", path: "/", signedIn: true, show: openAdmin, content: [ADMIN_ACCOUNT.username], ownContext: true },
  {
    name: "admin dashboard, deleting a user",
    path: "/",
    signedIn: true,
    content: [ADMIN_ACCOUNT.username],
    ownContext: true,
    show: async (page, host) => {
      await openAdmin(page, host);
      await page.locator(".table .icon-button.danger").click();
      await page.locator("dialog .button.danger").waitFor();
    },
  },
  { name: "settings", path: "/settings", signedIn: true, show: (page) => page.locator(".tfa-status .button").waitFor() },
  { name: "settings, a webhook's delivery log", path: "/settings", signedIn: true, show: openWebhookLog },
  { name: "settings, a paused webhook's banner", path: "/settings", signedIn: true, show: showPausedWebhook },
  { name: "settings, a connected Google account", path: "/settings", signedIn: true, show: showGoogleAccount },
  { name: "settings, two-factor setup: the QR code", path: "/settings", signedIn: true, show: (page) => openTwoFactorSetup(page, 0) },
  {
    name: "settings, two-factor setup: the recovery codes",
    path: "/settings",
    signedIn: true,
    show: async (page) => {
      await openTwoFactorSetup(page, 1);
      await page.locator(".recovery-codes").waitFor();
    },
  },
  {
    name: "settings, two-factor setup: the code, refused",
    path: "/settings",
    signedIn: true,
    show: async (page) => {
      await openTwoFactorSetup(page, 2);
      await page.locator(".otp-input").waitFor();
      await setupSubmit(page).click();
      await twoFactorSection(page).locator(".alert").waitFor();
    },
  },
  { name: "connecting a calendar, refused", path: "/settings/connect/nowhere", signedIn: true, show: (page) => page.locator(".settings-page .alert").waitFor() },
];

type PageOpener = ReturnType<typeof browser.pagesOf>;

/**
 * A screen, shown. A host app screen signed in opens on a page an earlier screen of the account and
 * language left loaded (the app moves there as its links do); the others load on a page of their own,
 * in a context the file's screens of that account and language share unless their setup writes the
 * page's storage.
 */
async function screenIn(pages: PageOpener, locale: string, screen: Screen, pseudo = false): Promise<Page> {
  const host = hosts[pseudo ? "en" : (locale as HostLanguage)];
  const account = typeof screen.signedIn === "function" ? screen.signedIn(host) : screen.signedIn ? host : null;
  const options = account ? { token: account.token, timezoneId: "UTC" } : { locale };
  const address = `${typeof screen.path === "string" ? screen.path : screen.path(host)}${pseudo ? "?lang=en-XA" : ""}`;
  let page: Page;
  if (screen.signedIn === true && !screen.ownContext) page = await pages.appPageAt(options, address);
  else {
    page = screen.ownContext ? await pages.newPage(options) : await pages.newPageInFileContext(options);
    await page.goto(address);
  }
  await page.waitForFunction((lang) => document.documentElement.lang === lang, pseudo ? "en-XA" : locale);
  await screen.show(page, host);
  return page;
}

const EACH_SCREEN = SCREENS.map((screen) => [screen.name, screen] as const);

/*
 * Every screen in every language is a test of its own, run a few at a time (vitest's maxConcurrency):
 * the hosts are separate accounts, and each test opens and closes its own pages.
 */
describe.concurrent.each(["ar", "de"])("WCAG 2.1 A/AA, the host app in %s", (locale) => {
  it.for(EACH_SCREEN)("%s: no axe violations, light or dark", async ([, screen], test) => {
    expect(await lightAndDarkViolations(await screenIn(browser.pagesOf(test), locale, screen))).toEqual([]);
  });
});

describe.concurrent("the pseudo-locale", () => {
  it.for(EACH_SCREEN)("%s: no English word left, light or dark", async ([, screen], test) => {
    const page = await screenIn(browser.pagesOf(test), "en", screen, true);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await untranslatedWords(page, [hosts.en.username, hosts.en.invitee.username, ...OWN_CONTENT, ...(screen.content ?? [])]), colorScheme).toEqual([]);
    }
  });
});
