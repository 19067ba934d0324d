/*
 * The browser's half of PKCE (RFC 7636): the verifier is made here and kept in this tab's session
 * storage under the consent's `state`, so only the browser that started a consent can finish it.
 */

const PREFIX = "hangout-pkce:";

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A fresh verifier (256 random bits) and its S256 challenge. */
export async function newPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}

export const keepVerifier = (state: string, verifier: string) => sessionStorage.setItem(PREFIX + state, verifier);

/** The verifier kept for `state`, taken once; undefined when this tab did not start that consent. */
export function takeVerifier(state: string): string | undefined {
  const verifier = sessionStorage.getItem(PREFIX + state) ?? undefined;
  sessionStorage.removeItem(PREFIX + state);
  return verifier;
}
