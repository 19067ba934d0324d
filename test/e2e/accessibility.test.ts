import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn } from "./accounts";
import { adminAccount, appUrl, useBrowser } from "./browser";
import { apiCall } from "./api";
import { axeViolations, lightAndDarkViolations, violationLine } from "./axe";
import { SCRIPTED_SLOT, apiSlots, bookAsVisitor, seedHost, slotButtons } from "./booking-host";

/*
 * Every page of the host app and of the public build, light and dark, checked by axe-core against
 * WCAG 2.1 A and AA. Prints the count per page so a regression names its page.
 */
const browser = useBrowser();

interface PageCheck {
  name: string;
  path: () => string;
  token?: () => string;
  /** What shows once the page has rendered its content. */
  ready: (page: Page) => Promise<unknown>;
}

let host: Awaited<ReturnType<typeof seedHost>>;
let cancelPath = "";
let adminToken = "";
let teamId = 0;

beforeAll(async () => {
  host = await seedHost();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [startTime] = await apiSlots(host.slugs[0]!, tomorrow, 30, "UTC");
  if (!startTime) throw new Error("no free slot tomorrow");
  const booking = await bookAsVisitor({
    eventTypeSlug: host.slugs[0]!,
    startTime,
    duration: 30,
    name: "Grace",
    email: "",
    notes: "A note",
    guests: [],
  });
  cancelPath = booking.cancel_url;
  adminToken = (await logIn(appUrl(), adminAccount())).token;
  const slug = `a11y-${Date.now().toString(36)}`;
  teamId = (await apiCall<{ team: { id: number } }>("POST", "/api/teams", host.token, { name: "Axe team", slug })).team.id;
  await apiCall("POST", `/api/teams/${teamId}/invitations`, host.token, { email: `${slug}@example.com`, role: "member" });
});

const heading = (name: string) => (page: Page) => page.getByRole("heading", { name }).first().waitFor();

const PAGES: PageCheck[] = [
  { name: "login", path: () => "/login", ready: heading("Welcome Back") },
  { name: "register", path: () => "/register", ready: (page) => page.getByRole("button", { name: /register|sign up|create/i }).first().waitFor() },
  { name: "not found", path: () => "/no-such-page", ready: (page) => page.getByRole("link").first().waitFor() },
  { name: "booking page", path: () => `/book/${host.slugs[0]}`, ready: (page) => slotButtons(page).first().waitFor() },
  { name: "profile", path: () => `/u/${host.username}`, ready: (page) => page.getByText("Intro call").first().waitFor() },
  { name: "cancel page", path: () => cancelPath, ready: (page) => page.getByRole("button", { name: "Confirm Cancellation" }).waitFor() },
  { name: "calendar", path: () => "/", token: () => host.token, ready: (page) => page.getByRole("banner").getByText(host.username).waitFor() },
  { name: "bookings", path: () => "/bookings", token: () => host.token, ready: (page) => page.getByRole("cell", { name: "Grace", exact: true }).waitFor() },
  { name: "insights", path: () => "/insights", token: () => host.token, ready: (page) => page.getByRole("figure", { name: "By booking type" }).waitFor() },
  { name: "availability", path: () => "/availability", token: () => host.token, ready: (page) => page.getByText("Working hours").first().waitFor() },
  { name: "booking setup", path: () => "/event-types", token: () => host.token, ready: (page) => page.getByText("Intro call").first().waitFor() },
  { name: "teams", path: () => "/teams", token: () => host.token, ready: (page) => page.getByRole("link", { name: "Axe team" }).waitFor() },
  { name: "team", path: () => `/teams/${teamId}`, token: () => host.token, ready: (page) => page.getByRole("list", { name: "Pending invitations" }).waitFor() },
  { name: "team invitation, signed out", path: () => "/teams/join/not-a-real-token", ready: heading("Join a team") },
  { name: "settings", path: () => "/settings", token: () => host.token, ready: heading("Settings") },
  { name: "admin", path: () => "/admin", token: () => adminToken, ready: (page) => page.getByRole("table").first().waitFor() },
];

const counts: string[] = [];
afterAll(() => console.log(`axe violations per page:\n${counts.join("\n")}`));

/*
 * Each page is loaded once, for the light check; the dark check turns the same page dark as the OS
 * would (the pages follow prefers-color-scheme while it changes), which halves the page loads.
 */
const loaded = new Map<string, Page>();

async function pageIn(colorScheme: "light" | "dark", check: PageCheck): Promise<Page> {
  const open = loaded.get(check.name);
  if (open && colorScheme === "dark") {
    await open.emulateMedia({ colorScheme });
    await open.waitForFunction(() => document.documentElement.classList.contains("dark") && document.getAnimations().length === 0);
    return open;
  }
  const page = await browser.newPage({ colorScheme, token: check.token?.(), forTheFile: true });
  await page.goto(check.path());
  await check.ready(page);
  loaded.set(check.name, page);
  return page;
}

describe.each(["light", "dark"] as const)("WCAG 2.1 A/AA, %s theme", (colorScheme) => {
  it.each(PAGES.map((check) => [check.name, check] as const))("%s has no axe violations", async (name, check) => {
    const page = await pageIn(colorScheme, check);
    const violations = await axeViolations(page, { coloursOnly: colorScheme === "dark" });
    counts.push(`${name} (${colorScheme}): ${violations.length}`);
    expect(violations.map(violationLine)).toEqual([]);
  });
});

/*
 * The booker pages in a right-to-left language and a Latin one with longer words (docs/LANGUAGES.md),
 * each page loaded once and checked light, then dark.
 */
describe.each(["ar", "de"])("WCAG 2.1 A/AA, the booker pages in %s", (lang) => {
  it("/book and /cancel have no axe violations, light or dark", async () => {
    const page = await browser.newPage();
    const found: string[] = [];
    for (const [name, path, ready] of [
      // The script's own buttons (the server's are submit buttons): the pages as the SPA renders them.
      ["booking page", `/book/${host.slugs[0]}?lang=${lang}`, SCRIPTED_SLOT],
      ["cancel page", `${cancelPath}?lang=${lang}`, ".cancel-card button.danger[type='button']"],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const lines = await lightAndDarkViolations(page);
      counts.push(`${name}, ${lang}: ${lines.length}`);
      found.push(...lines.map((line) => `${name}, ${line}`));
    }
    expect(found).toEqual([]);
  });
});

it("lets a keyboard user pick a day with the arrow keys, then a time, and follows with focus", async () => {
  const page = await browser.newPage();
  await page.goto(`/book/${host.slugs[0]}`);
  await slotButtons(page).first().waitFor();
  const focusedDay = () => page.evaluate(() => Number((document.activeElement as HTMLElement | null)?.dataset.day ?? 0));

  // One tab stop for the whole month: the selected day.
  const tabStops = page.locator(".calendar-day[tabindex='0']");
  expect(await tabStops.count()).toBe(1);
  await tabStops.focus();
  const start = await focusedDay();
  const lastDay = await page.locator(".calendar-day").count();
  await page.keyboard.press(start < lastDay ? "ArrowRight" : "ArrowLeft");
  const next = await focusedDay();
  expect(Math.abs(next - start)).toBe(1);
  await page.keyboard.press(next + 7 <= lastDay ? "ArrowDown" : "ArrowUp");
  expect(Math.abs((await focusedDay()) - next)).toBe(7);

  // Back to a free day; Enter picks it and focus moves to its times.
  await tabStops.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("slot-date");
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("slot-button");
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("confirm-heading");
});
