import { type Caller, connectTo } from "../scenarios/api";
import { workerFetch } from "./worker-fetch";

/** A distinct client address per call, so per-address rate limits never couple unrelated tests. */
let addressCounter = 0;
export const uniqueAddress = () => `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

/** The worker under test, called in this isolate (worker-fetch.ts): what the scenarios (test/scenarios/) run against here. */
export const worker = connectTo("http://hangout.test", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => workerFetch(input, init),
  newAddress: uniqueAddress,
});

/**
 * The worker's API through its own route types: a test written with it stops compiling when a route's
 * request or response shape changes. Tests that send deliberately wrong bodies use `api()` from helpers.ts.
 */
export const typedApi = (caller?: Caller) => worker.api(caller);
