import { appRunsOnLoopback } from "../config/public-origin";
import { isPrivateTransport } from "../domain/outbound-url";
import type { Env } from "../env";

/**
 * Whether every endpoint of a provider keeps tokens out of clear text: https://, or plain http:// only
 * to loopback while the app runs there (docs/DECISIONS.md, API and limits). When not, the provider is
 * treated as not set up, and the operator is told in the log.
 */
export function endpointsAreSafe(env: Env, provider: string, endpoints: string[]): boolean {
  const local = appRunsOnLoopback(env);
  const safe = endpoints.every((address) => {
    try {
      return isPrivateTransport(new URL(address), local);
    } catch {
      return false;
    }
  });
  if (!safe) console.error(JSON.stringify({ event: `${provider}-config-refused`, reason: "an endpoint is not https:// (or loopback http:// in local development)" }));
  return safe;
}
