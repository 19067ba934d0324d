import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";
import type { Account } from "../scenarios/accounts";
import { testClientAddress } from "./accounts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where global setup started the app, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The admin account global setup registered first. */
    admin: Account;
    /** The Chromium global setup launched, for playwright's connect(). */
    browserEndpoint: string;
  }
}

export const appUrl = (): string => inject("baseUrl");
export const adminAccount = (): Account => inject("admin");

const SCREENSHOT_DIR = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

/** Saves a full-page screenshot as test-results/screenshots/<name>.png (kept as a test artifact). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

/** A download's text, read through the connection (the browser runs in global setup: its files are not ours to open). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export interface PageOptions {
  /** Starts signed in: the session token is already in localStorage, as after a login. */
  token?: string;
  /** The operating system's colour scheme the page sees (prefers-color-scheme). */
  colorScheme?: "light" | "dark";
  viewport?: { width: number; height: number };
  /** False runs the page with scripts disabled (the booking page's progressive enhancement). */
  javaScriptEnabled?: boolean;
  /** The browser's own time zone (Playwright's timezoneId), from the first navigation on. */
  timezoneId?: string;
  /**
   * The browser's language (navigator.language and the Accept-Language it sends). Default "en": the
   * product's own English, as the spec writes it (HH:mm, weeks from Sunday), whatever the machine's locale.
   */
  locale?: string;
  /** Kept open until the file's last test (later tests reuse the loaded page), not closed after this test. */
  forTheFile?: boolean;
  /** Another app than the run's (a test that starts its own, with its own settings). */
  baseUrl?: string;
}

/**
 * Moves a loaded host app to `path` (or a whole address of the app) as its links do (history and the
 * router, no page load), by way of its not-found screen: that unmounts the screen and the app's frame
 * before, even where the path is the same, so the next one mounts anew and asks the API afresh, as after a load.
 */
export async function moveWithinApp(page: Page, path: string): Promise<void> {
  const go = (to: string) =>
    page.evaluate((next) => {
      history.pushState(null, "", next);
      dispatchEvent(new PopStateEvent("popstate"));
    }, to);
  // The address's query (a language asked for by ?lang=) stays as it is on the way.
  await go(`/between-screens${new URL(path, page.url()).search}`);
  // The not-found screen: its card's one link goes home.
  const between = page.locator("main.centered-page:has(> .card > a.button.primary[href='/'])");
  await between.evaluate((main) => main.setAttribute("data-between-screens", ""));
  await go(path);
  await page.locator("[data-between-screens]").waitFor({ state: "detached" });
}

/**
 * The run's one Chromium (global setup), connected to once per test file; a fresh context (own storage,
 * own client address) for every page, all closed after each test (those opened `forTheFile` after the file). Call at the top of a test file:
 *   const browser = useBrowser();
 *   it("...", async () => { const page = await browser.newPage(); ... });
 * Tests that run side by side (it.concurrent) open theirs with `browser.pagesOf(test).newPage()`: afterEach
 * cannot tell one running test's pages from another's, so those close when their own test ends.
 * `pagesOf(test).newPageInFileContext()` opens a page in a context the file's tests share (one per set of
 * options): for pages that only read and need no storage of their own. Its cached scripts and styles
 * make such a page about a third less Chromium work than one in a fresh context (docs/DECISIONS.md, Tests).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];

  /** A failed test leaves evidence: what each of its pages showed, and what their consoles said. */
  async function leaveEvidence(testName: string, pages: readonly Page[], errors: readonly string[]): Promise<void> {
    // A page too stuck to be photographed must not keep the test's pages from being closed.
    for (const [i, page] of pages.entries()) {
      await screenshot(page, `failed-${testName.replace(/[^\w]+/g, "-").slice(0, 80)}-${i}`).catch((error: unknown) => console.error(`No screenshot of ${page.url()}: ${String(error)}`));
    }
    if (errors.length > 0) console.error(`Browser console errors:\n${errors.join("\n")}`);
  }

  async function openContext(
    { token, colorScheme = "light", viewport = { width: 1280, height: 800 }, javaScriptEnabled = true, timezoneId, locale = "en", baseUrl }: PageOptions,
    into: BrowserContext[],
  ): Promise<BrowserContext> {
    if (!browser) throw new Error("useBrowser() must be called at the top level of a test file.");
    const baseURL = baseUrl ?? appUrl();
    const context = await browser.newContext({
      baseURL,
      colorScheme,
      viewport,
      javaScriptEnabled,
      locale,
      ...(timezoneId ? { timezoneId } : {}),
      // See testClientAddress: keeps one test's registrations from counting against another's.
      extraHTTPHeaders: { "CF-Connecting-IP": testClientAddress() },
      storageState: token ? { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: "token", value: token }] }] } : undefined,
    });
    context.setDefaultTimeout(15_000);
    into.push(context);
    return context;
  }

  /** Where each page's console errors go: the running test's list (a loaded app page serves one test after another). */
  const errorsOf = new WeakMap<Page, string[]>();

  async function pageIn(context: BrowserContext, errors: string[]): Promise<Page> {
    const page = await context.newPage();
    errorsOf.set(page, errors);
    page.on("console", (message) => {
      if (message.type() === "error") errorsOf.get(page)?.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errorsOf.get(page)?.push(`${page.url()}: ${error.message}`));
    return page;
  }

  const openPage = async (options: PageOptions, into: BrowserContext[], errors: string[]): Promise<Page> => pageIn(await openContext(options, into), errors);

  const sharedContexts = new Map<string, Promise<BrowserContext>>();
  function fileContext(options: PageOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    let context = sharedContexts.get(key);
    if (!context) {
      context = openContext(options, fileContexts);
      sharedContexts.set(key, context);
    }
    return context;
  }

  /** Loaded app pages a passed test left, by their options and address query, for the next test of the file. */
  const idleAppPages = new Map<string, Page[]>();

  const pagesOfContexts = (of: readonly BrowserContext[]) => of.flatMap((context) => context.pages());

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await leaveEvidence(task.name, pagesOfContexts([...contexts, ...fileContexts]), consoleErrors);
    consoleErrors.length = 0;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    newPage: (options: PageOptions = {}): Promise<Page> => openPage(options, options.forTheFile ? fileContexts : contexts, consoleErrors),
    /** Pages of one running test (its context, as the test function receives it), closed when that test ends. */
    pagesOf(test: TestContext) {
      const own: BrowserContext[] = [];
      const inFileContexts: Page[] = [];
      const appPages: { key: string; page: Page }[] = [];
      const errors: string[] = [];
      test.onTestFinished(async ({ task }) => {
        const passed = task.result?.state !== "fail";
        if (!passed) await leaveEvidence(task.name, [...pagesOfContexts(own), ...inFileContexts, ...appPages.map(({ page }) => page)], errors);
        for (const { key, page } of appPages) {
          if (!passed) {
            inFileContexts.push(page);
            continue;
          }
          // The next test's screen talks to the app as it is, not to what this test made of its calls.
          await page.unrouteAll({ behavior: "ignoreErrors" });
          idleAppPages.set(key, [...(idleAppPages.get(key) ?? []), page]);
        }
        await Promise.all([...own.map((context) => context.close()), ...inFileContexts.map((page) => page.close())]);
      });
      const newPageInFileContext = async (options: Omit<PageOptions, "forTheFile">): Promise<Page> => {
        const page = await pageIn(await fileContext(options), errors);
        inFileContexts.push(page);
        return page;
      };
      return {
        newPage: (options: Omit<PageOptions, "forTheFile"> = {}): Promise<Page> => openPage(options, own, errors),
        newPageInFileContext,
        /**
         * The host app at `path` (a route of its own, not a server page) on a page in the file's context for
         * `options`: one an earlier passed test left loaded, moved there by the app's own navigation, or else
         * a new page that loads it; its calls rerouted by this test go back to the app when it ends. For
         * screens that only read and write nothing to the page's storage: a page load costs Chromium about
         * a second, a move within the app a tenth of that (docs/DECISIONS.md, Tests).
         */
        async appPageAt(options: Omit<PageOptions, "forTheFile">, path: string): Promise<Page> {
          const key = `${JSON.stringify(options)} ${new URL(path, appUrl()).search}`;
          const idle = idleAppPages.get(key)?.pop();
          const page = idle ?? (await pageIn(await fileContext(options), errors));
          appPages.push({ key, page });
          if (!idle) {
            await page.goto(path);
            return page;
          }
          errorsOf.set(page, errors);
          await page.emulateMedia({ colorScheme: options.colorScheme ?? "light" });
          await moveWithinApp(page, path);
          return page;
        },
      };
    },
  };
}
