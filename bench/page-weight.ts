import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/chromium";

export interface PageWeight {
  jsGzipKb: number;
  requestsBeforeSlots: number;
  /** The page's HTML, gzipped: it carries the locale's messages inline. */
  htmlGzipKb: number;
}

/**
 * Opens /book/{slug}?lang={lang} in a fresh Chromium and counts what it loads: every request until the
 * first time slot is on screen, and the gzipped size of every script until the page answers clicks in
 * place (the script loads after the first paint, so it may arrive after the slots show). Only the
 * booker's locale ships (inlined in the page), so every locale must keep within the same budget.
 */
export async function measureBookingPage(base: string, slug: string, lang: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: lang });
    let requests = 0;
    let slotsShown = false;
    let interactive = false;
    const scripts: Promise<number>[] = [];
    let html: Promise<number> = Promise.resolve(0);
    page.on("request", () => {
      if (!slotsShown) requests++;
    });
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!interactive && type === "script") scripts.push(response.body().then((body) => gzipSync(body).length));
      if (type === "document") html = response.body().then((body) => gzipSync(body).length);
    });
    await page.goto(`${base}/book/${slug}?lang=${encodeURIComponent(lang)}`);
    // By class, not by text: a locale may write times in its own digits or with AM/PM.
    await page.locator(".slot-list .slot-button").first().waitFor({ timeout: 30_000 });
    slotsShown = true;
    // The script's own buttons: hydration turns the server's submit buttons into plain buttons.
    await page.locator('.slot-list button[type="button"]').first().waitFor({ timeout: 30_000 });
    interactive = true;
    const jsBytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    return { jsGzipKb: jsBytes / 1024, requestsBeforeSlots: requests, htmlGzipKb: (await html) / 1024 };
  } finally {
    await browser.close();
  }
}
