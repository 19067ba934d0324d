import type { Context } from "hono";
import type { PageNotFound } from "../../shared/public-page-data";
import type { AppEnv } from "../env";
import { CACHE_STATUS_HEADER } from "../http/availability-cache-of";
import { HttpError } from "../http/http-error";
import { errorTextIn } from "../i18n/booker-error";
import { bookerLocale, languageChoiceCookie, pageI18n } from "../i18n/booker-locale";
import { pageHeaders } from "./page-headers";
import { type PageContent, loadPageShell, renderPage } from "./page-html";

/**
 * Answers a public page: the public build's HTML with the page's first data inlined. A 404 from the
 * loader becomes the page's own not-found screen (status 404); any other failure serves the page
 * without data, and the page fetches what it needs itself: a visitor never sees a bare error.
 * Every page carries the booker's language (docs/LANGUAGES.md): the loader's, negotiated with the
 * page's type and host, or else the request's own.
 */
export async function servePublicPage(c: Context<AppEnv>, load: () => Promise<PageContent>, options: { framable?: boolean } = {}): Promise<Response> {
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
      content = { data: { found: false, error: await errorTextIn(c, bookerLocale(c), error.message) } satisfies PageNotFound };
    } else if (!(error instanceof HttpError)) {
      console.error(JSON.stringify({ page: c.req.path, error: String(error), stack: (error as Error).stack }));
    }
  }
  // A page whose loader failed (or that has no data) still speaks the language the request asks for.
  content.i18n ??= await pageI18n(c, bookerLocale(c));
  const headers = pageHeaders(options);
  const remember = languageChoiceCookie(c);
  if (remember !== null) headers.append("Set-Cookie", remember);
  if (content.cache) headers.set(CACHE_STATUS_HEADER, content.cache);
  return new Response(renderPage(shell, content), { status, headers });
}
