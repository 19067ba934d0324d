/*
 * A visitor page paints from its HTML alone (docs/DECISIONS.md, Performance budgets): the public
 * build's one stylesheet goes into the shell as a <style> block, so the first paint does not wait a
 * second round trip for it. The CSP allows exactly that block by its hash; nothing else inline.
 */

import { cspHashSource } from "./csp-source";

export interface InlinedStylesheet {
  html: string;
  /** The CSP source of the inlined style, or null when none was inlined. */
  styleSource: string | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The shell with its stylesheet inlined; as it was when the stylesheet cannot be read or could end the block. */
export async function inlineStylesheet(assets: Fetcher, requestUrl: string, html: string): Promise<InlinedStylesheet> {
  const link = STYLESHEET_LINK.exec(html);
  if (!link?.[1]) return { html, styleSource: null };
  const response = await assets.fetch(new URL(link[1], requestUrl));
  if (!response.ok) return { html, styleSource: null };
  const css = await response.text();
  if (/<\/style/i.test(css)) return { html, styleSource: null };
  return { html: html.replace(link[0], () => `<style>${css}</style>`), styleSource: await cspHashSource(css) };
}
