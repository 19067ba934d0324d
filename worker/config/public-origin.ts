import { isLoopbackHost } from "../domain/outbound-url";
import type { Env } from "../env";

/**
 * The address visitors reach Hangout at (PUBLIC_ORIGIN, e.g. "https://book.example.com"): every absolute
 * link in mail and every invitation UID is built from it, never from the request's Host header, which
 * a client chooses. A missing or malformed value is a deployment mistake: it fails loudly (logged,
 * 500) instead of mailing links to wherever a request claimed to be.
 */
export function publicOrigin(env: Pick<Env, "PUBLIC_ORIGIN">): string {
  const configured = env.PUBLIC_ORIGIN;
  let url: URL | null = null;
  try {
    url = configured ? new URL(configured) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`PUBLIC_ORIGIN must be set to the app's public address (https://…); it is ${JSON.stringify(configured ?? null)}.`);
  }
  return url.origin;
}

/** Whether Hangout itself runs on loopback (local development, tests): only then may it talk plain http to loopback servers. */
export const appRunsOnLoopback = (env: Pick<Env, "PUBLIC_ORIGIN">): boolean => isLoopbackHost(new URL(publicOrigin(env)).hostname);
