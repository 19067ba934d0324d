/**
 * True when a form POST comes from a page of this same site: the browser's Sec-Fetch-Site says so,
 * or (older browsers) its Origin is ours. Cross-site posts, and posts that name no origin at all,
 * are refused, so another site cannot make a visitor's browser submit our forms (CSRF).
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (origin === null || origin === "null") return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
