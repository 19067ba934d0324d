import { postForm, requestTokens } from "../calendar-connections/oauth-tokens";
import { ProviderDown } from "../calendar-connections/provider-errors";
import type { GoogleConfig } from "./google-config";

/*
 * Google's OAuth 2.0 for web server apps: the consent address (authorization code with PKCE S256,
 * offline access), the token endpoint (code and refresh token, client_secret_post) and revocation.
 */

/**
 * The fewest scopes that do the job (docs/CALENDAR-PROVIDERS.md): the calendar list (to let the host
 * tick calendars) and events (to read busy time, watch for changes and write bookings). Free/busy
 * scopes cannot watch or sync, and the account's address is the primary calendar's id.
 */
export const GOOGLE_SCOPES = ["https://www.googleapis.com/auth/calendar.calendarlist.readonly", "https://www.googleapis.com/auth/calendar.events"];

export function googleAuthorizeUrl(config: GoogleConfig, request: { state: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    response_type: "code",
    scope: GOOGLE_SCOPES.join(" "),
    access_type: "offline",
    // Google hands out a refresh token only with a fresh consent; a reconnect needs one too.
    prompt: "consent",
    include_granted_scopes: "false",
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

const tokenRequest = (config: GoogleConfig, form: Record<string, string>, now: number) =>
  requestTokens("Google", config.tokenUrl, { ...form, client_id: config.clientId, client_secret: config.clientSecret }, now);

export const exchangeGoogleCode = (config: GoogleConfig, request: { code: string; codeVerifier: string; redirectUri: string }, now: number) =>
  tokenRequest(config, { grant_type: "authorization_code", code: request.code, code_verifier: request.codeVerifier, redirect_uri: request.redirectUri }, now);

export const refreshGoogleToken = (config: GoogleConfig, refreshToken: string, now: number) =>
  tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken }, now);

/** Revokes the grant (a refresh token revokes its access tokens too). A token Google no longer knows is already revoked. */
export async function revokeGoogleToken(config: GoogleConfig, token: string): Promise<void> {
  const response = await postForm("Google", config.revokeUrl, { token });
  if (response.ok || response.status === 400) return;
  throw new ProviderDown(`Google answered ${response.status} to the revocation.`);
}
