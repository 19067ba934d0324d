import { createExecutionContext, env } from "cloudflare:test";
import { expect } from "vitest";
import hangout from "../../worker/index";

/*
 * One workerd runs many test files in a row (vitest.config.ts), and the Workers rate limiter keeps its
 * counts in that workerd's memory: a request that names no client address gets one of its own test
 * file's, as when each file had a workerd of its own, so one file's reads never use up another's.
 */
const fileAddresses = new Map<string, string>();
function addressOfThisFile(): string {
  const file = expect.getState().testPath ?? "";
  const known = fileAddresses.get(file);
  if (known) return known;
  const index = fileAddresses.size;
  const address = `172.16.${(index >> 8) & 255}.${index & 255}`;
  fileAddresses.set(file, address);
  return address;
}

/**
 * A request to the worker under test, handled in this isolate by the worker's own fetch handler.
 * Not SELF.fetch: in @cloudflare/vitest-pool-workers 0.15 every SELF.fetch costs more than the one
 * before it in the same workerd (200 calls: 1.6 s, the next 200: 7 s, then 19 s, 35 s, 66 s), while
 * this call stays under a millisecond; the answers are the same (the pool serves no assets to SELF
 * either). Work the handler leaves to ctx.waitUntil runs on after the answer, as in workerd, and a
 * failure there is logged rather than failing an unrelated test later (docs/DECISIONS.md, Tests).
 */
export function workerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (!request.headers.has("CF-Connecting-IP")) request.headers.set("CF-Connecting-IP", addressOfThisFile());
  const ctx = createExecutionContext();
  const waitUntil = ctx.waitUntil.bind(ctx);
  ctx.waitUntil = (promise) => waitUntil(Promise.resolve(promise).catch((error: unknown) => console.error("waitUntil failed:", error)));
  return Promise.resolve(hangout.fetch(request, env, ctx));
}
