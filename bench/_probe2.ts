import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/e2e/chromium";
import { startLocalApp } from "../test/e2e/local-app";
import { benchConnection, seedBookingPage } from "./seed";
const app = await startLocalApp();
try {
  const { slug } = await seedBookingPage(benchConnection(app.url));
  for (const lang of (process.env.L ?? "ja").split(",")) for (const scripts of [true, false]) for (let run = 0; run < 3; run++) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: scripts, timezoneId: "America/New_York", locale: lang });
    await context.addCookies([{ name: "hangout_tz", value: "America/New_York", url: app.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: string[] = [];
    let t0 = 0;
    const urls = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (e) => { if (!t0) t0 = e.timestamp; urls.set(e.requestId, e.request.url.split("/").pop()!.slice(0, 20)); events.push(`${((e.timestamp - t0) * 1000).toFixed(0)} send ${urls.get(e.requestId)}`); });
    cdp.on("Network.responseReceived", (e) => events.push(`${((e.timestamp - t0) * 1000).toFixed(0)} resp ${urls.get(e.requestId)}`));
    cdp.on("Network.loadingFinished", (e) => events.push(`${((e.timestamp - t0) * 1000).toFixed(0)} done ${urls.get(e.requestId)} ${e.encodedDataLength}`));
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (process.env.BLOCK) await cdp.send("Network.setBlockedURLs", { urls: ["*public-*.js"] });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${app.url}/book/${slug}?lang=${lang}`, { waitUntil: "commit" });
    await page.waitForTimeout(5000);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType("navigation").map((n) => { const x = n as PerformanceNavigationTiming; return { rs: x.responseStart|0, re: x.responseEnd|0, di: x.domInteractive|0, dcl: x.domContentLoadedEventEnd|0 }; })));
    console.log("RUN", lang, scripts, "fcp", fcp?.toFixed(0), nav, events.join(" | "));
    await browser.close();
  }
} finally { await app.stop(); }
