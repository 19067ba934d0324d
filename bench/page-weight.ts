import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/e2e/chromium";

export interface PageWeight {
  jsGzipKb: number;
  requestsBeforeSlots: number;
}

/**
 * Opens /book/{slug} in a fresh Chromium and counts what it loads until the first time slot is on
 * screen: every request, and the gzipped size of every script.
 */
export async function measureBookingPage(base: string, slug: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let requests = 0;
    let slotsShown = false;
    const scripts: Promise<number>[] = [];
    page.on("request", () => {
      if (!slotsShown) requests++;
    });
    page.on("response", (response) => {
      if (!slotsShown && response.request().resourceType() === "script") {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(`${base}/book/${slug}`);
    await page.getByRole("button", { name: /^\d{2}:\d{2}$/ }).first().waitFor({ timeout: 30_000 });
    slotsShown = true;
    const jsBytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    return { jsGzipKb: jsBytes / 1024, requestsBeforeSlots: requests };
  } finally {
    await browser.close();
  }
}
