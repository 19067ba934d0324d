import { requestTokens } from "../calendar-connections/oauth-tokens";
import type { MicrosoftConfig } from "./microsoft-config";

/*
 * The Microsoft identity platform's OAuth 2.0 authorization code flow with PKCE S256 and a client
 * secret (client_secret_post). It has no revocation endpoint: leaving a connection deletes its
 * subscriptions and forgets the tokens (docs/CALENDAR-PROVIDERS.md).
 */

/**
 * The fewest scopes that do the job: `offline_access` (a refresh token), `Calendars.ReadWrite` (list
 * calendars, read busy time, subscribe to changes, write bookings) and `User.Read` (the account's address).
 */
export const MICROSOFT_SCOPES = ["offline_access", "Calendars.ReadWrite", "User.Read"];

export function microsoftAuthorizeUrl(config: MicrosoftConfig, request: { state: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    response_type: "code",
    response_mode: "query",
    scope: MICROSOFT_SCOPES.join(" "),
    // The host picks the account each time, so a second account can be connected beside the first.
    prompt: "select_account",
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

const tokenRequest = (config: MicrosoftConfig, form: Record<string, string>, now: number) =>
  requestTokens("Microsoft", config.tokenUrl, { ...form, client_id: config.clientId, client_secret: config.clientSecret, scope: MICROSOFT_SCOPES.join(" ") }, now);

export const exchangeMicrosoftCode = (config: MicrosoftConfig, request: { code: string; codeVerifier: string; redirectUri: string }, now: number) =>
  tokenRequest(config, { grant_type: "authorization_code", code: request.code, code_verifier: request.codeVerifier, redirect_uri: request.redirectUri }, now);

/** Microsoft hands out a new refresh token with every refresh; the caller stores it in place of the old. */
export const refreshMicrosoftToken = (config: MicrosoftConfig, refreshToken: string, now: number) =>
  tokenRequest(config, { grant_type: "refresh_token", refresh_token: refreshToken }, now);
