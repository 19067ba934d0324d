import { readCapped, SyncFailure } from "../subscriptions/calendar-source";
import type { ProviderTokens } from "./provider-contract";
import { GrantRefused, ProviderDown } from "./provider-errors";

/*
 * The OAuth 2.0 token endpoint (RFC 6749 §4.1.3, §6) as Google and the Microsoft identity platform
 * both speak it: a form POST with client_secret_post, an answer of tokens or an error code.
 */

const TOKEN_TIMEOUT_MS = 10_000;

export async function postForm(providerName: string, url: string, form: Record<string, string>): Promise<Response> {
  const signal = AbortSignal.timeout(TOKEN_TIMEOUT_MS);
  try {
    return await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form), signal, redirect: "manual" });
  } catch {
    throw new ProviderDown(signal.aborted ? `${providerName} did not answer within ${TOKEN_TIMEOUT_MS / 1000} seconds.` : `${providerName} could not be reached.`);
  }
}

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope?: string;
  error?: string;
}

/** The token endpoint's answer as tokens; GrantRefused for invalid_grant (refused, revoked, reused or expired). */
export async function requestTokens(providerName: string, tokenUrl: string, form: Record<string, string>, now: number): Promise<ProviderTokens> {
  const response = await postForm(providerName, tokenUrl, form);
  let answer: Partial<TokenAnswer> | null;
  try {
    answer = JSON.parse(await readCapped(response)) as Partial<TokenAnswer> | null;
  } catch {
    answer = null;
  }
  if (!response.ok) {
    const error = answer?.error;
    if (error === "invalid_grant") throw new GrantRefused(`${providerName} no longer accepts Hangout's access; connect the account again.`);
    if (response.status >= 500) throw new ProviderDown(`${providerName} answered ${response.status}; Hangout tries again shortly.`);
    throw new SyncFailure(`${providerName} refused the sign-in (${error ?? response.status}).`);
  }
  if (!answer || typeof answer.access_token !== "string" || typeof answer.expires_in !== "number") throw new SyncFailure(`${providerName}'s answer could not be read.`);
  return {
    accessToken: answer.access_token,
    expiresAt: now + answer.expires_in * 1000,
    refreshToken: typeof answer.refresh_token === "string" ? answer.refresh_token : null,
    scope: typeof answer.scope === "string" ? answer.scope : "",
  };
}
