const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/**
 * Why `text` cannot be a webhook endpoint, or null when it can. Only https:// leaves the machine;
 * plain http:// is accepted for a loopback receiver when the app itself runs on loopback (local
 * development and tests), never on a deployed instance.
 */
export function webhookUrlProblem(text: string, appIsLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "url must be a full address starting with https://.";
  }
  if (url.protocol === "https:" && url.hostname !== "") return null;
  if (url.protocol === "http:" && appIsLocal && isLoopbackHost(url.hostname)) return null;
  return "url must start with https://.";
}
