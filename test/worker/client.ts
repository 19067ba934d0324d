import { SELF } from "cloudflare:test";
import { type ClientResponse, hc } from "hono/client";
import type { AppType } from "../../worker/app";

/**
 * The worker's API through its own route types (`hc<AppType>` over SELF.fetch): fixtures built on it
 * stop compiling when a route's request or response shape changes. Tests that send deliberately
 * wrong bodies use `api()` from helpers.ts instead.
 */
export function typedApi(options: { token?: string; address?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers["x-auth-token"] = options.token;
  if (options.address) headers["CF-Connecting-IP"] = options.address;
  return hc<AppType>("http://hangout.test", { fetch: (input: RequestInfo | URL, init?: RequestInit) => SELF.fetch(input, init), headers }).api;
}

/** The typed JSON body of a response; anything but `status` throws, naming what failed and the body. */
export async function expectJson<T>(response: ClientResponse<T, number, "json">, status: number, what: string): Promise<T> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
