/**
 * Where to go after logging in when a page sent the visitor to /login (`?next=/book/intro`): the public
 * pages and a team invitation's page only — never another site (`//evil.example`) or an arbitrary URL.
 */
export function publicReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/(book|u|cancel|teams\/join)\/[^/\\]/.test(next) ? next : null;
}

const returningTo = (path: string) => `?next=${encodeURIComponent(path)}`;

export const loginHrefReturningTo = (path: string) => `/login${returningTo(path)}`;

/** Registration then goes on to /login, which returns to `path`. */
export const registerHrefReturningTo = (path: string) => `/register${returningTo(path)}`;

/** The `?next=` to hand on between /login and /register, when there is a valid one. */
export function returnQuery(search: string): string {
  const next = publicReturnPath(search);
  return next ? returningTo(next) : "";
}
