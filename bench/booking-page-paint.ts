import { chromium, type CDPSession, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/chromium";

/*
 * How soon a visitor on a phone sees a bookable time on /book/{slug}. Chromium with the
 * issue's profile through CDP (Slow 4G: 400 ms round trip, 400 kbit/s both ways; CPU 4× slower;
 * cache disabled; 390 px wide), once with scripts and once without, median of RUNS fresh contexts,
 * in the booker's locale (every locale within the same budget).
 */
const RUNS = 5;
const LATENCY_MS = 400;
const BYTES_PER_SECOND = (400 * 1000) / 8;
const CPU_SLOWDOWN = 4;
const VISITOR_ZONE = "America/New_York";
const PAINT_WAIT_MS = 10_000;

export interface PaintFigures {
  /** Navigation start → the first bookable time painted. */
  firstTimeMs: number;
  /** Navigation start → the page answers clicks in place (the script's buttons; without scripts, the server's forms). */
  interactiveMs: number;
  /** Bytes over the wire (headers and bodies, compressed) before the first time was painted. */
  bytesBeforeFirstTime: number;
  /** Cumulative layout shift until the page settled. */
  cls: number;
}

/**
 * Set in the page (scripts on only), once the HTML is parsed: whether the server's HTML already had a
 * time button, else when the script first adds one; and when the script's own one exists (hydration may
 * only turn the server's submit buttons into buttons: an attribute change). Watching the whole document
 * while it was parsed cost the throttled page 150–250 ms of its first paint (a mutation record for each
 * of its ~3,000 nodes): the harness's cost, not the page's, so the watch starts after parsing.
 */
const WATCH_TIMES = `
  document.addEventListener("DOMContentLoaded", () => {
    const lists = document.getElementsByClassName("slot-list");
    const check = () => {
      const list = lists[0];
      if (!list) return;
      if (window.__firstTime === undefined && list.querySelector("button")) window.__firstTime = performance.now();
      if (window.__interactive === undefined && list.querySelector('button[type="button"]')) window.__interactive = performance.now();
      if (window.__interactive !== undefined) watch.disconnect();
    };
    const watch = new MutationObserver(check);
    window.__inServerHtml = Boolean(lists[0]?.querySelector("button"));
    check();
    watch.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["type"] });
  });
`;

interface Trace {
  navigationStart: number | null;
  documentDone: number | null;
  chunks: { id: string; at: number; bytes: number }[];
  finished: Map<string, { at: number; bytes: number }>;
  load: Promise<void>;
  cls: number;
}

/** Protocol timestamps (seconds, one monotonic clock) of what the run needs. */
function traceOf(cdp: CDPSession): Trace {
  let loaded = () => {};
  const load = new Promise<void>((resolve) => (loaded = resolve));
  const trace: Trace = { navigationStart: null, documentDone: null, chunks: [], finished: new Map(), load, cls: 0 };
  let documentId: string | null = null;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (documentId === null && event.type === "Document") {
      documentId = event.requestId;
      trace.navigationStart = event.timestamp;
    }
  });
  cdp.on("Network.dataReceived", (event) => trace.chunks.push({ id: event.requestId, at: event.timestamp, bytes: event.encodedDataLength }));
  cdp.on("Network.loadingFinished", (event) => {
    trace.finished.set(event.requestId, { at: event.timestamp, bytes: event.encodedDataLength });
    if (event.requestId === documentId) trace.documentDone = event.timestamp;
  });
  cdp.on("Page.lifecycleEvent", (event) => {
    if (event.name === "load") loaded();
  });
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    const shift = event.layoutShiftDetails;
    if (shift && !shift.hadRecentInput) trace.cls += shift.value;
  });
  return trace;
}

/** Wire bytes received while `inTime`: whole responses that finished (headers included), and the chunks of those still arriving. */
function bytesUntil(trace: Trace, inTime: (seconds: number) => boolean): number {
  let bytes = 0;
  const counted = new Set<string>();
  for (const [id, finished] of trace.finished) {
    if (!inTime(finished.at)) continue;
    bytes += finished.bytes;
    counted.add(id);
  }
  for (const chunk of trace.chunks) if (!counted.has(chunk.id) && inTime(chunk.at)) bytes += chunk.bytes;
  return bytes;
}

/**
 * The page's first contentful paint (since navigation start). On a busy machine the throttled page may
 * paint well after its load event: the entry is waited for, not read once.
 */
async function paintedAt(page: Page): Promise<number | null> {
  for (let waited = 0; waited <= PAINT_WAIT_MS; waited += 250) {
    const at = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    if (at !== null) return at;
    await page.waitForTimeout(250);
  }
  return null;
}

async function oneRun(base: string, slug: string, scripts: boolean, lang: string): Promise<PaintFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: scripts, timezoneId: VISITOR_ZONE, locale: lang });
    // The visitor's zone as production learns it from Cloudflare (cf.timezone); locally the page's own cookie says it.
    await context.addCookies([{ name: "hangout_tz", value: VISITOR_ZONE, url: base }]);
    if (scripts) await context.addInitScript(WATCH_TIMES);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const trace = traceOf(cdp);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: BYTES_PER_SECOND });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] });

    // Without scripts Playwright cannot watch the page's own load event: the protocol's lifecycle says it.
    await page.goto(`${base}/book/${slug}?lang=${encodeURIComponent(lang)}`, { waitUntil: "commit", timeout: 60_000 });
    await trace.load;
    let inPage = { firstTime: null as number | null, interactive: null as number | null };
    if (scripts) {
      await page.waitForFunction(() => (window as unknown as { __interactive?: number }).__interactive !== undefined, undefined, { timeout: 60_000 });
      inPage = await page.evaluate(() => {
        const marks = window as unknown as { __inServerHtml?: boolean; __firstTime?: number; __interactive?: number };
        return { firstTime: marks.__inServerHtml ? null : (marks.__firstTime ?? null), interactive: marks.__interactive ?? null };
      });
    }
    // Let late shifts (if any) be counted.
    await page.waitForTimeout(1000);
    // The page's own paint timing (since navigation start): the protocol's lifecycle leaves it out when scripts are off.
    const firstContentfulPaint = await paintedAt(page);
    const { navigationStart, documentDone } = trace;
    if (navigationStart === null || documentDone === null || firstContentfulPaint === null) {
      throw new Error(`the page's navigation was not traced: ${JSON.stringify({ navigationStart, documentDone, firstContentfulPaint })}`);
    }
    const fromStart = (seconds: number) => (seconds - navigationStart) * 1000;
    // A time in the server's HTML is painted with the first paint after the document arrived; one the script adds, once it exists.
    const inDom = inPage.firstTime ?? fromStart(documentDone);
    const firstTime = Math.max(firstContentfulPaint, inDom);
    const bytes = bytesUntil(trace, (seconds) => fromStart(seconds) <= firstTime);
    return { firstTimeMs: firstTime, interactiveMs: inPage.interactive ?? firstTime, bytesBeforeFirstTime: bytes, cls: trace.cls };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Median of RUNS cold loads of /book/{slug}?lang={lang} with scripts (`scripts`) or without. */
export async function measureBookingPagePaint(base: string, slug: string, scripts: boolean, lang: string): Promise<PaintFigures> {
  const runs: PaintFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await oneRun(base, slug, scripts, lang));
  return {
    firstTimeMs: median(runs.map((run) => run.firstTimeMs)),
    interactiveMs: median(runs.map((run) => run.interactiveMs)),
    bytesBeforeFirstTime: median(runs.map((run) => run.bytesBeforeFirstTime)),
    cls: median(runs.map((run) => run.cls)),
  };
}
