import { cspHashSource } from "./csp-source";

/*
 * A visitor page asks for its script once its first view is painted (docs/DECISIONS.md, Performance
 * budgets). Asked for by the <head> tag, the script's download ran beside the parse of the HTML and
 * slowed it: on the phone profile the first time showed 0.3–0.6 s later with scripts on than off
 * (bench/booking-page-paint.ts). The page works without its script (its forms post), so the script
 * only has to arrive before a click needs it. An inline module runs once the document is parsed; it
 * imports the script after the next frame. The CSP allows that block by its hash, nothing else inline.
 */

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

export interface DeferredScript {
  html: string;
  /** The CSP source of the inline loader, or null when the shell had no script tag to replace. */
  scriptSource: string | null;
}

export async function loadScriptAfterPaint(html: string): Promise<DeferredScript> {
  const tag = MODULE_SCRIPT.exec(html);
  if (!tag?.[1]) return { html, scriptSource: null };
  const loader = `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(tag[1])})));`;
  return { html: html.replace(tag[0], () => `<script type="module">${loader}</script>`), scriptSource: await cspHashSource(loader) };
}
