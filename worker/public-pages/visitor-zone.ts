import { canonicalTimeZone } from "../domain/time-zones";

/**
 * The zone the visitor is most likely in before their browser says so: Cloudflare's geolocated
 * `request.cf.timezone`, else UTC. It only picks which month to inline; the page works in the
 * browser's own zone whatever this guesses.
 */
export function likelyVisitorZone(request: Request): string {
  const hint = request.cf?.timezone;
  return (typeof hint === "string" && canonicalTimeZone(hint)) || "UTC";
}
