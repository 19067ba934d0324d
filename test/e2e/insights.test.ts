import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { seedHost } from "./booking-host";
import { downloadedText, screenshot, useBrowser } from "./browser";
import { seedPastBookings } from "./past-bookings";

/* Insights (docs/INSIGHTS.md): a host marks a no-show, then reads the figures by range and scope, as charts, tables and CSV. */

const browser = useBrowser();
const axeSource: string = createRequire(import.meta.url)("axe-core").source;
const DAY = 86_400_000;

const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] .insight-total-value`);

async function axeViolationIds(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((violation) => violation.id);
  });
}

/** The figures of a chart's table: each body row's cells after the first, as numbers. */
async function tableOf(page: Page, figure: string): Promise<number[][]> {
  const chart = page.getByRole("figure", { name: figure });
  await chart.getByRole("button", { name: "Show table" }).click();
  const rows = chart.locator("tbody tr");
  await rows.first().waitFor();
  return rows.evaluateAll((elements) => elements.map((row) => Array.from(row.querySelectorAll("td"), (cell) => Number(cell.textContent))));
}

describe("Insights", () => {
  it("counts a no-show marked on Bookings, switches range and scope, and agrees in its charts' tables, its CSV and for axe", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const slug = host.slugs[0]!;
    const now = Date.now();
    await seedPastBookings([
      { slug, start: now - 2 * DAY, minutes: 30, name: "Ada Lovelace" },
      { slug, start: now - 3 * DAY, minutes: 30, name: "Grace Hopper" },
      { slug, start: now - 4 * DAY, minutes: 30, name: "Alan Turing", status: "cancelled", cancelledBy: "booker" },
      { slug, start: now - 20 * DAY, minutes: 30, name: "Katherine Johnson" },
    ]);
    const teamName = `Insight team ${Date.now().toString(36)}`;
    await apiCall("POST", "/api/teams", host.token, { name: teamName, slug: `insight-${Date.now().toString(36)}` });

    const page = await browser.newPage({ token: host.token, timezoneId: "UTC" });
    await page.goto("/bookings");
    await page.getByRole("tab", { name: "Past" }).click();
    await page.getByRole("button", { name: "Booker no-show: Ada Lovelace" }).click();
    await page.getByText("The booker did not show up.").waitFor();
    await page.getByRole("button", { name: "Undo the no-show of the booking with Ada Lovelace" }).waitFor();

    await page.getByRole("navigation").getByRole("link", { name: "Insights" }).first().click();
    await page.getByRole("heading", { name: "Insights", level: 1 }).waitFor();
    await expect.poll(() => total(page, "booked").textContent()).toBe("4");
    await page.getByLabel("Range").selectOption("7");
    await expect.poll(() => total(page, "booked").textContent()).toBe("3");
    expect(await total(page, "completed").textContent()).toBe("1");
    expect(await total(page, "no_show_booker").textContent()).toBe("1");
    expect(await total(page, "cancelled_by_booker").textContent()).toBe("1");
    await screenshot(page, "insights-last-7-days");

    expect((await axeViolationIds(page))).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect((await axeViolationIds(page))).toEqual([]);
    await screenshot(page, "insights-dark");
    await page.emulateMedia({ colorScheme: "light" });

    // The charts' tables hold the totals' figures: per day (completed, upcoming, no-show, cancelled, pending), per type, by lead time.
    const days = await tableOf(page, "Bookings per day");
    expect(days.reduce((sum, row) => sum + row.slice(0, 4).reduce((a, b) => a + b, 0), 0)).toBe(3);
    expect(days.reduce((sum, row) => sum + (row[2] ?? 0), 0)).toBe(1);
    expect(await tableOf(page, "By booking type")).toEqual([[3, 1, 1]]);
    expect((await tableOf(page, "How far ahead people book")).flat().reduce((a, b) => a + b, 0)).toBe(3);
    expect((await axeViolationIds(page))).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = (await downloadedText(await download)).split("\r\n");
    expect(csv).toContain('"Booked","3","0"');
    expect(csv).toContain('"Booker no-shows","1","0"');
    expect(csv).toContain('"Cancelled by the booker","1","0"');

    await page.getByLabel("Scope").selectOption({ label: `Team: ${teamName}` });
    await expect.poll(() => total(page, "booked").textContent()).toBe("0");
    await page.getByLabel("Scope").selectOption({ label: "My bookings" });
    await expect.poll(() => total(page, "booked").textContent()).toBe("3");
  });
});
