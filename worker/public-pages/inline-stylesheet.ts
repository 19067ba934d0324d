/*
 * A visitor page paints from its HTML alone (docs/DECISIONS.md, Performance budgets): the public
 * build's one stylesheet goes into the shell as a <style> block, so the first paint does not wait a
 * second round trip for it. The CSP allows exactly that block by its hash; nothing else inline.
 */

/** The public shell as served: its HTML, and the CSP source of its inlined style (null when none was inlined). */
export interface PageShell {
  html: string;
  styleSource: string | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The shell with its stylesheet inlined; as it was when the stylesheet cannot be read or could end the block. */
export async function inlineStylesheet(assets: Fetcher, requestUrl: string, html: string): Promise<PageShell> {
  const link = STYLESHEET_LINK.exec(html);
  if (!link?.[1]) return { html, styleSource: null };
  const response = await assets.fetch(new URL(link[1], requestUrl));
  if (!response.ok) return { html, styleSource: null };
  const css = await response.text();
  if (/<\/style/i.test(css)) return { html, styleSource: null };
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
  return { html: html.replace(link[0], () => `<style>${css}</style>`), styleSource: `'sha256-${base64(digest)}'` };
}
