const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/**
 * Whether Hangout may send something secret to `url` (a signed webhook, a CalDAV password, a calendar's
 * private address). Only https:// leaves the machine; plain http:// is for a loopback server while the
 * app itself runs on loopback (local development and tests), never for a deployed instance.
 */
export function isPrivateTransport(url: URL, appIsLocal: boolean): boolean {
  if (url.protocol === "https:") return url.hostname !== "";
  return url.protocol === "http:" && appIsLocal && isLoopbackHost(url.hostname);
}
