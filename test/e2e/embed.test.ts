import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUrl, type PageOptions, screenshot, useBrowser } from "./browser";
import { apiSlots, bookAsVisitor, openAnotherFreeDay, seedHost, wallClock } from "./booking-host";
import { mailedRescheduleLink } from "./dev-mailbox";

/* /embed.js: a booking page on another site, sized to its content. */

const browser = useBrowser();

/** Another site: a tiny server on its own loopback port (so its own origin) serving one page. */
let site: Server;
let sitePage = "";
let siteUrl = "";

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(sitePage);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  expect(new URL(siteUrl).origin).not.toBe(new URL(appUrl()).origin);
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head><body style="margin:2rem;font-family:sans-serif">
<h1>Our partner site</h1>${body}
<p>Text below the booking page.</p>
<script>window.booked = []; window.rescheduled = [];
document.addEventListener("hangout:booked", (event) => window.booked.push(event.detail));
document.addEventListener("hangout:rescheduled", (event) => window.rescheduled.push(event.detail));</script>
<script src="${new URL("/embed.js", appUrl()).href}" async></script></body></html>`;
}

async function bookingFrame(page: Page): Promise<Frame> {
  const handle = await page.locator("iframe").elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("No booking iframe on the page.");
  return frame;
}

/** The iframe's height, the height of the page inside it, and whether that page could scroll. */
async function fit(page: Page, frame: Frame) {
  const outer = await page.locator("iframe").evaluate((element) => element.getBoundingClientRect().height);
  const inner = await frame.evaluate(() => ({
    content: document.documentElement.getBoundingClientRect().height,
    scrolls: document.documentElement.scrollHeight > window.innerHeight + 1 || document.documentElement.scrollWidth > window.innerWidth + 1,
  }));
  return { fits: Math.abs(outer - inner.content) <= 2, scrolls: inner.scrolls, outer };
}

describe("the embed", () => {
  it("is at most 3 KB gzipped", () => {
    expect(gzipSync(readFileSync(new URL("../../dist/embed.js", import.meta.url))).length).toBeLessThanOrEqual(3 * 1024);
  });

  it("frames only booking pages opened in embed mode", async () => {
    const host = await seedHost();
    const embedded = await fetch(new URL(`/book/${host.slugs[0]}?embed=1`, appUrl()));
    expect(embedded.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embedded.headers.get("x-frame-options")).toBeNull();
    expect((await fetch(new URL("/reschedule/not-a-token?embed=1", appUrl()))).headers.get("content-security-policy")).toContain("frame-ancestors *");
    for (const path of [`/book/${host.slugs[0]}`, "/reschedule/not-a-token", `/book/${host.slugs[0]}?embed=0`, `/u/${host.username}?embed=1`, "/cancel/not-a-token?embed=1", "/login?embed=1", "/embed.js"]) {
      const response = await fetch(new URL(path, appUrl()));
      expect([path, response.headers.get("content-security-policy")]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect([path, response.headers.get("x-frame-options")]).toEqual([path, "DENY"]);
    }
  });

  it("grows and shrinks with the booking page on another site, prefills the form, and fires hangout:booked once", async () => {
    const host = await seedHost({ timezone: "UTC" });
    sitePage = hostPage(`<div data-hangout="${host.slugs[0]}" data-name="Ada Lovelace" data-email="ada@example.com" data-theme="dark"></div>`);
    const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.url().startsWith(appUrl()) && !response.url().endsWith("/embed.js")) {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(siteUrl);
    const frame = await bookingFrame(page);
    const times = frame.getByRole("list", { name: "Available times" }).getByRole("button");
    await times.first().waitFor();
    expect(await frame.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    const jsBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(jsBytes).toBeGreaterThan(0);
    expect(jsBytes).toBeLessThanOrEqual(100 * 1024);

    // Another day: the list of times changes length, the iframe follows.
    await openAnotherFreeDay(frame);
    await times.first().waitFor();
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });
    await screenshot(page, "embed-inline-day");

    const chosen = await times.first().textContent();
    await times.first().click();
    await frame.getByRole("heading", { name: "Confirm your booking" }).waitFor();
    expect(await frame.getByLabel("Name").inputValue()).toBe("Ada Lovelace");
    expect(await frame.getByLabel("Email").inputValue()).toBe("ada@example.com");
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });
    const formHeight = (await fit(page, frame)).outer;

    await frame.getByRole("button", { name: "Confirm Booking" }).click();
    await frame.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });
    expect((await fit(page, frame)).outer).not.toBe(formHeight);
    await screenshot(page, "embed-inline-confirmed");
    // The cancel page may not be framed: its link leaves the iframe for a tab of its own.
    const [opened] = await Promise.all([page.context().waitForEvent("page"), frame.getByRole("link", { name: /\/cancel\// }).click()]);
    await opened.getByRole("button", { name: "Confirm Cancellation" }).waitFor();
    await opened.close();

    await expect.poll(() => page.evaluate(() => (window as unknown as { booked: unknown[] }).booked.length)).toBe(1);
    const [booked] = await page.evaluate(() => (window as unknown as { booked: { slug: string; start: string; end: string }[] }).booked);
    expect(booked?.slug).toBe(host.slugs[0]);
    expect(Date.parse(booked?.end ?? "") - Date.parse(booked?.start ?? "")).toBe(30 * 60_000);
    const zone = await frame.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(wallClock(booked?.start ?? "", zone)).toBe(chosen);
    // Once: still one after the confirmation has settled and been laid out again.
    await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { booked: unknown[] }).booked.length)).toBe(1);
  });

  it("moves a booking from its private token on another site and fires hangout:rescheduled once", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const slug = host.slugs[0] ?? "";
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [first, , third] = await apiSlots(slug, day, 30, "UTC");
    if (!first || !third) throw new Error("no free slots that day");
    const email = `embed-mover-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await bookAsVisitor({ eventTypeSlug: slug, startTime: first, duration: 30, name: "Ada Lovelace", email, notes: "", guests: [] });
    const token = (await mailedRescheduleLink(email)).split("/").pop();
    sitePage = hostPage(`<div data-hangout-reschedule="${token}"></div>`);

    const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
    await page.goto(siteUrl);
    const frame = await bookingFrame(page);
    const zone = await frame.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await frame.getByText("Currently:").waitFor();
    await frame.getByRole("button", { name: new RegExp(`^${wallClock(third, zone)}`) }).click();
    await frame.getByRole("button", { name: "Confirm new time" }).click();
    await frame.getByRole("heading", { name: "Booking Rescheduled" }).waitFor();
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });

    await expect.poll(() => page.evaluate(() => (window as unknown as { rescheduled: unknown[] }).rescheduled.length)).toBe(1);
    const [moved] = await page.evaluate(() => (window as unknown as { rescheduled: { slug: string; start: string }[] }).rescheduled);
    expect(moved?.slug).toBe(slug);
    expect(Date.parse(moved?.start ?? "")).toBe(Date.parse(third));
    expect(await page.evaluate(() => (window as unknown as { booked: unknown[] }).booked.length)).toBe(0);
  });

  it("is offered in Booking Setup as a snippet that works when pasted into another site", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const setup = await browser.newPage({ token: host.token });
    await setup.goto("/event-types");
    await setup.getByText("Embed on your site").click();
    const snippet = await setup.getByLabel("HTML for Intro call").inputValue();
    const origin = new URL(appUrl()).origin;
    expect(snippet).toBe(`<div data-hangout="${host.slugs[0]}"></div>\n<script src="${origin}/embed.js" async></script>`);

    sitePage = `<!doctype html><html lang="en"><head><title>Pasted</title></head><body>${snippet}</body></html>`;
    const page = await browser.newPage();
    await page.goto(siteUrl);
    const frame = await bookingFrame(page);
    await frame.getByRole("list", { name: "Available times" }).getByRole("button").first().waitFor();
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });
  });

  /** A site whose "Book a call" button (with `attributes`) opens a pop-up of a new host's booking page: opened. */
  async function openPopup(attributes = "", options: PageOptions = {}): Promise<Page> {
    const host = await seedHost({ timezone: "UTC" });
    sitePage = hostPage(`<button data-hangout-popup="${host.slugs[0]}" ${attributes}>Book a call</button>`);
    const page = await browser.newPage(options);
    await page.goto(siteUrl);
    await page.getByRole("button", { name: "Book a call" }).click();
    return page;
  }

  it("opens a pop-up from a button, sized to its page, closed with Escape", async () => {
    const page = await openPopup(`data-theme="light"`, { viewport: { width: 1100, height: 900 } });
    const dialog = page.getByRole("dialog", { name: "Book a time" });
    await dialog.waitFor();
    const frame = await bookingFrame(page);
    await frame.getByRole("list", { name: "Available times" }).getByRole("button").first().waitFor();
    await expect.poll(() => fit(page, frame)).toMatchObject({ fits: true, scrolls: false });
    await screenshot(page, "embed-popup");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog").count()).toBe(0);
  });

  it("keeps its Close button where it was when the page inside reports its height (no jump under the pointer)", async () => {
    const page = await openPopup();
    const close = page.getByRole("dialog", { name: "Book a time" }).getByRole("button", { name: "Close" });
    const opened = await close.boundingBox();
    await expect.poll(() => page.locator("dialog iframe").evaluate((frame) => (frame as HTMLIFrameElement).style.height)).not.toBe("480px");
    expect(await close.boundingBox()).toEqual(opened);
  });

  it("labels the pop-up, its Close button and its frame in the page's language", async () => {
    const page = await openPopup(`data-lang="de"`);
    const dialog = page.getByRole("dialog", { name: "Termin buchen" });
    await dialog.waitFor();
    expect(await dialog.locator("iframe").getAttribute("title")).toBe("Termin buchen");
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect.poll(() => page.locator("dialog").count()).toBe(0);
  });

  it("closes the pop-up with Escape after the visitor has used the page inside it (focus in the frame)", async () => {
    const page = await openPopup();
    const frame = await bookingFrame(page);
    await frame.getByRole("list", { name: "Available times" }).getByRole("button").first().click();
    await frame.getByLabel("Email").waitFor();
    await frame.getByLabel("Email").focus();
    expect(await frame.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog").count()).toBe(0);
    // Focus goes back to the button that opened it, as when Escape is pressed outside the frame.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Book a call");
  });
});
