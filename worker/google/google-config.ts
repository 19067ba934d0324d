import { endpointsAreSafe } from "../calendar-connections/provider-endpoints";
import type { Env } from "../env";

/** Google's published endpoints; an operator (or a test's fake Google) may point each elsewhere. */
const DEFAULTS = {
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  revokeUrl: "https://oauth2.googleapis.com/revoke",
  calendarApiUrl: "https://www.googleapis.com/calendar/v3",
} as const;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  calendarApiUrl: string;
}

/**
 * The instance's Google settings, or null when the operator has not set them up (no client id or
 * secret), or when an endpoint would carry tokens in clear: plain http:// only to loopback while the
 * app runs there (docs/DECISIONS.md, API and limits).
 */
export function googleConfig(env: Env): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const config: GoogleConfig = {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL || DEFAULTS.authorizeUrl,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || DEFAULTS.tokenUrl,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL || DEFAULTS.revokeUrl,
    calendarApiUrl: (env.GOOGLE_CALENDAR_API_URL || DEFAULTS.calendarApiUrl).replace(/\/+$/, ""),
  };
  return endpointsAreSafe(env, "google", [config.authorizeUrl, config.tokenUrl, config.revokeUrl, config.calendarApiUrl]) ? config : null;
}
