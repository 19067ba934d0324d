/*
 * The SPA's security headers (web/public/_headers, where the static-asset layer applies them). The
 * public pages are HTML the worker writes itself, which that layer never touches, so the same values
 * are set here; an e2e test holds the two lists equal. Referrer-Policy no-referrer matters most:
 * cancellation tokens live in these pages' URLs.
 */
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": PAGE_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * Headers of a public page: the data in it is live (slots, bookings), so nothing may cache it. Only a
 * booking page opened in embed mode (`?embed=1`, what /embed.js loads) may be framed, by any site.
 * `styleSource` and `scriptSource` are the hashes of the page's inlined stylesheet and script loader, the
 * one inline style and the one inline script the CSP allows.
 */
export function pageHeaders({
  framable = false,
  styleSource = null,
  scriptSource = null,
}: { framable?: boolean; styleSource?: string | null; scriptSource?: string | null } = {}): Headers {
  const headers = new Headers(PAGE_SECURITY_HEADERS);
  let csp = PAGE_CSP;
  if (styleSource !== null) csp = csp.replace("style-src 'self'", `style-src 'self' ${styleSource}`);
  if (scriptSource !== null) csp = csp.replace("script-src 'self'", `script-src 'self' ${scriptSource}`);
  if (framable) {
    csp = csp.replace("frame-ancestors 'none'", "frame-ancestors *");
    headers.delete("X-Frame-Options");
  }
  headers.set("Content-Security-Policy", csp);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return headers;
}
