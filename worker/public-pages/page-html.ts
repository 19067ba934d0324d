import { PAGE_I18N_ID, type PageI18n } from "../../shared/i18n/page-i18n";
import { PAGE_DATA_ID } from "../../shared/public-page-data";
import type { CacheStatus } from "../booking/availability-cache";
import { escapeHtml } from "../domain/escape-html";
import { inlineStylesheet } from "./inline-stylesheet";
import { loadScriptAfterPaint } from "./script-after-paint";

/** Where the public build (vite --mode public) leaves its page; assets answer it without ".html". */
const SHELL_PATH = "/public";

/*
 * The shell is part of the deployment, as the isolate's code is: read once per isolate instead of a
 * static-asset request on every page (a subrequest, and about 0.2 ms of a cached booking page here).
 */
let shellOfThisDeployment: PageShell | null = null;

/** The public shell as served: its HTML, and the CSP sources of its two inline blocks (null where one was not inlined). */
export interface PageShell {
  html: string;
  styleSource: string | null;
  scriptSource: string | null;
}

/**
 * The built public page from the static assets, its stylesheet inlined and its script asked for after
 * the first paint, or null when the build is missing (asked again next time).
 */
export async function loadPageShell(assets: Fetcher, requestUrl: string): Promise<PageShell | null> {
  if (shellOfThisDeployment !== null) return shellOfThisDeployment;
  const response = await assets.fetch(new URL(SHELL_PATH, requestUrl));
  if (!response.ok) return null;
  const styled = await inlineStylesheet(assets, requestUrl, await response.text());
  const { html, scriptSource } = await loadScriptAfterPaint(styled.html);
  shellOfThisDeployment = { html, styleSource: styled.styleSource, scriptSource };
  return shellOfThisDeployment;
}

/**
 * JSON for a `<script type="application/json">` block. Such a block is data, never run, so the CSP's
 * script-src 'self' still holds; escaping every "<" keeps "</script>" and "<!--" in a host's title
 * or description from ending the block early.
 */
export const jsonForScriptBlock = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

export interface PageContent {
  /** The document title, e.g. 'Book a hangout with alice'. */
  title?: string;
  /** The page's `<meta name="description">`, in the booker's language (servePublicPage gives one when the loader did not). */
  description?: string;
  /** What the page would otherwise fetch first. */
  data?: unknown;
  /** Whether that data came from the availability cache (answered in a header). */
  cache?: CacheStatus;
  /** The page's first view as HTML, placed in #root for the page's script to take over. */
  markup?: string;
  /** The answer's status when it is not 200, e.g. 409 for a form whose time was just taken. */
  status?: 400 | 403 | 404 | 409 | 429;
  /** The booker's language: <html lang dir> and the page's messages (servePublicPage negotiates one when the loader did not). */
  i18n?: PageI18n;
  /** False for a page that must stay as the server wrote it (a form's answer): its script is left out. */
  script?: boolean;
}

/** The shell with its title and data block filled in. */
export function renderPage(shell: string, content: PageContent): string {
  let html = shell;
  if (content.title !== undefined) {
    const title = escapeHtml(content.title);
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  if (content.description !== undefined) {
    const description = escapeHtml(content.description);
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}">`);
  }
  if (content.markup !== undefined) {
    const markup = content.markup;
    html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  }
  if (content.script === false) html = html.replace(/<script type="module"[^>]*>[^<]*<\/script>/, "");
  if (content.data !== undefined) {
    const block = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScriptBlock(content.data)}</script>`;
    html = html.replace("</body>", () => `${block}</body>`);
  }
  if (content.i18n !== undefined) {
    const { locale, dir } = content.i18n;
    html = html.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(locale)}" dir="${dir}">`);
    const block = `<script type="application/json" id="${PAGE_I18N_ID}">${jsonForScriptBlock(content.i18n)}</script>`;
    html = html.replace("</body>", () => `${block}</body>`);
  }
  return html;
}
