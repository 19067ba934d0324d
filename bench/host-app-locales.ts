import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { SOURCE_CATALOGUE } from "../shared/i18n/locales";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/chromium";
import { signUp } from "../test/scenarios/accounts";
import { expectJson } from "../test/scenarios/api";
import { BENCH_LOCALES, type BudgetRow } from "./booking-page-locales";
import { benchConnection } from "./seed";

/*
 * The host app in the host's languages (docs/LANGUAGES.md, The host's language): the main bundle is
 * the same for every locale (the catalogue is a file of its own), and the first render on a phone
 * (Slow 4G, 4× CPU, 390 px) of the signed-in calendar in fresh contexts: every catalogue by default
 * (BENCH_LOCALES=en,de picks some). A run takes about 12 s: English, the one the others are read
 * against, is the median of 3; every other locale differs from it only by its catalogue, so one run
 * each keeps the twelve near the time the four took.
 */
const runsOf = (locale: string) => (locale === SOURCE_CATALOGUE ? 3 : 1);
const LATENCY_MS = 400;
const BYTES_PER_SECOND = (400 * 1000) / 8;
const CPU_SLOWDOWN = 4;
/** The main bundle before the host app spoke any language but English, plus the 10 KB it may grow. */
const MAIN_BUNDLE_BUDGET_KB = 85.1 + 10;
const DIST = new URL("../dist/", import.meta.url);

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const gzipKb = (path: string) => gzipSync(readFileSync(new URL(path, DIST))).length / 1024;

/** The scripts index.html loads before anything else: the entry and the chunks it preloads. */
function mainBundleKb(): number {
  const html = readFileSync(new URL("index.html", DIST), "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  return scripts.reduce((total, path) => total + gzipKb(path), 0);
}

function catalogueKb(locale: string): number {
  const file = readdirSync(new URL("assets/", DIST)).find((name) => name.startsWith(`host-i18n.${locale}.`));
  return file ? gzipKb(`assets/${file}`) : Number.NaN;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Navigation start → the calendar's header and month grid painted, signed in, in `locale`. */
async function firstRenderMs(base: string, token: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [{ origin: new URL(base).origin, localStorage: [{ name: "token", value: token }] }] },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: BYTES_PER_SECOND });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/`, { waitUntil: "commit", timeout: 60_000 });
    await page.locator(".app-header .brand").waitFor({ timeout: 60_000 });
    await page.locator(".month-grid").waitFor({ timeout: 60_000 });
    // Awaited here, before finally closes the browser under it.
    return await page.evaluate(() => performance.now());
  } finally {
    await browser.close();
  }
}

export async function measureHostAppLocales(base: string, locales: readonly string[] = BENCH_LOCALES): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  const add = (figure: string, value: string, budget: string, ok: boolean) => rows.push({ figure, value, budget, ok });
  const main = mainBundleKb();
  const connection = benchConnection(base);
  for (const locale of locales) {
    add(`host app (${locale}) main bundle (gzip), the same in every language`, `${fmt(main)} KB`, `≤ ${fmt(MAIN_BUNDLE_BUDGET_KB)} KB`, main <= MAIN_BUNDLE_BUDGET_KB);
    add(`host app (${locale}) its catalogue, fetched beside the code (gzip)`, `${fmt(catalogueKb(locale))} KB`, "", true);
    const host = await signUp(connection, "benchlang");
    await expectJson(await connection.api(host).settings.language.$put({ json: { locale } }), 200);
    const runs: number[] = [];
    for (let run = 0; run < runsOf(locale); run++) runs.push(await firstRenderMs(base, host.token));
    const of = runs.length === 1 ? "one run" : `median of ${runs.length}`;
    add(`host app (${locale}), Slow 4G + 4× CPU, 390 px: calendar first render (${of})`, `${fmt(median(runs), 0)} ms`, "", true);
  }
  return rows;
}
