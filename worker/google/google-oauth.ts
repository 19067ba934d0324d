import type { ProviderTokens } from "../calendar-connections/provider-client";
import { GrantRefused, ProviderDown } from "../calendar-connections/provider-errors";
import { readCapped, SyncFailure } from "../subscriptions/calendar-source";
import type { GoogleConfig } from "./google-config";
import type { GoogleTokenAnswer, GoogleTokenError } from "./google-wire";

/*
 * Google's OAuth 2.0 for web server apps: the consent address (authorization code with PKCE S256,
 * offline access), the token endpoint (code and refresh token, client_secret_post) and revocation.
 */

const TOKEN_TIMEOUT_MS = 10_000;

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

async function postForm(url: string, form: Record<string, string>): Promise<Response> {
  const signal = AbortSignal.timeout(TOKEN_TIMEOUT_MS);
  try {
    return await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form), signal, redirect: "manual" });
  } catch {
    throw new ProviderDown(signal.aborted ? `Google did not answer within ${TOKEN_TIMEOUT_MS / 1000} seconds.` : "Google could not be reached.");
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await readCapped(response));
  } catch {
    return null;
  }
}

/** The token endpoint's answer as tokens; GrantRefused for invalid_grant (refused, revoked, reused or expired). */
async function tokenRequest(config: GoogleConfig, form: Record<string, string>, now: number): Promise<ProviderTokens> {
  const response = await postForm(config.tokenUrl, { ...form, client_id: config.clientId, client_secret: config.clientSecret });
  const body = await readJson(response);
  if (!response.ok) {
    const error = (body as Partial<GoogleTokenError> | null)?.error;
    if (error === "invalid_grant") throw new GrantRefused("Google no longer accepts Hangout's access; connect the account again.");
    if (response.status >= 500) throw new ProviderDown(`Google answered ${response.status}; Hangout tries again shortly.`);
    throw new SyncFailure(`Google refused the sign-in (${error ?? response.status}).`);
  }
  const answer = body as Partial<GoogleTokenAnswer> | null;
  if (!answer || typeof answer.access_token !== "string" || typeof answer.expires_in !== "number") throw new SyncFailure("Google's answer could not be read.");
  return {
    accessToken: answer.access_token,
    expiresAt: now + answer.expires_in * 1000,
    refreshToken: typeof answer.refresh_token === "string" ? answer.refresh_token : null,
    scope: typeof answer.scope === "string" ? answer.scope : "",
  };
}

export const exchangeGoogleCode = (config: GoogleConfig, request: { code: string; codeVerifier: string; redirectUri: string }, now: number) =>
  tokenRequest(config, { grant_type: "authorization_code", code: request.code, code_verifier: request.codeVerifier, redirect_uri: request.redirectUri }, now);

export const refreshGoogleToken = (config: GoogleConfig, refreshToken: string, now: number) =>
  tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken }, now);

/** Revokes the grant (a refresh token revokes its access tokens too). A token Google no longer knows is already revoked. */
export async function revokeGoogleToken(config: GoogleConfig, token: string): Promise<void> {
  const response = await postForm(config.revokeUrl, { token });
  if (response.ok || response.status === 400) return;
  throw new ProviderDown(`Google answered ${response.status} to the revocation.`);
}
