import { isPrivateTransport } from "./outbound-url";

/** Why `text` cannot be a webhook endpoint, or null when it can (https://, or loopback http:// for a local app). */
export function webhookUrlProblem(text: string, appIsLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "url must be a full address starting with https://.";
  }
  return isPrivateTransport(url, appIsLocal) ? null : "url must start with https://.";
}
