import { isWellFormedLinkToken } from "../http/link-token";

/** A recognisable prefix lets people (and secret scanners) tell a Hangout token from other secrets. */
export const API_TOKEN_PREFIX = "hgt_";

export const isWellFormedApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX) && isWellFormedLinkToken(token.slice(API_TOKEN_PREFIX.length));

/** The token of an `Authorization: Bearer …` header; null when there is no such header. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
