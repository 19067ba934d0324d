import type { Context } from "hono";
import type { PageNotFound } from "../../shared/public-page-data";
import type { AppEnv } from "../env";
import { CACHE_STATUS_HEADER } from "../http/availability-cache-of";
import { HttpError } from "../http/http-error";
import { errorTextIn } from "../i18n/booker-error";
import { bookerLocale, languageChoiceCookie, pageI18n } from "../i18n/booker-locale";
import { type NotFoundRenderer, publicNotFound } from "./not-found-markup";
import { pageHeaders } from "./page-headers";
import { type PageContent, loadPageShell, renderPage } from "./page-html";
import { pageLanguage } from "./page-language";

export interface PageOptions {
  /** Whether the page may be framed (a booking page in embed mode). */
  framable?: boolean;
  /** The page's own not-found screen; else the public build's one. */
  notFound?: NotFoundRenderer;
}

/**
 * Answers a public page: the public build's HTML with the page's first data inlined. A 404 from the
 * loader becomes the page's own not-found screen (status 404), written into the HTML as its script
 * renders it from the inlined `{ found: false }`, so it reads without one; any other failure serves the page
 * without data, and the page fetches what it needs itself: a visitor never sees a bare error.
 * Every page carries the booker's language (docs/LANGUAGES.md): the loader's, negotiated with the
 * page's type and host, or else the request's own.
 */
export async function servePublicPage(c: Context<AppEnv>, load: () => Promise<PageContent>, options: PageOptions = {}): Promise<Response> {
  const shell = await loadPageShell(c.env.ASSETS, c.req.url);
  // Without the public build (a partial `npm run build`), the SPA's fallback page is the best left.
  if (shell === null) return c.env.ASSETS.fetch(c.req.raw);
  let status: number = 200;
  let content: PageContent = {};
  try {
    content = await load();
    status = content.status ?? 200;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      status = 404;
      // The page shows this text on its not-found screen: in the language the request asks for.
      const locale = bookerLocale(c);
      const i18n = await pageI18n(c, locale);
      const data: PageNotFound = { found: false, error: await errorTextIn(c, locale, error.message) };
      content = { ...(options.notFound ?? publicNotFound)(pageLanguage(i18n)), data, i18n };
    } else if (!(error instanceof HttpError)) {
      console.error(JSON.stringify({ page: c.req.path, error: String(error), stack: (error as Error).stack }));
    }
  }
  // A page whose loader failed (or that has no data) still speaks the language the request asks for.
  content.i18n ??= await pageI18n(c, bookerLocale(c));
  content.description ??= pageLanguage(content.i18n).t("common.pageDescription");
  const headers = pageHeaders({ ...options, styleSource: shell.styleSource, scriptSource: shell.scriptSource });
  const remember = languageChoiceCookie(c);
  if (remember !== null) headers.append("Set-Cookie", remember);
  if (content.cache) headers.set(CACHE_STATUS_HEADER, content.cache);
  return new Response(renderPage(shell.html, content), { status, headers });
}
