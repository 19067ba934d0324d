/**
 * Where to go after logging in when a public page sent the visitor to /login (`?next=/book/intro`).
 * Only the public pages qualify — never another site (`//evil.example`) or an arbitrary URL.
 */
export function publicReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/(book|u|cancel)\/[^/\\]/.test(next) ? next : null;
}

export const loginHrefReturningTo = (path: string) => `/login?next=${encodeURIComponent(path)}`;
