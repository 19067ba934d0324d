import { type ClientRequestOptions, type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";

/*
 * The app's API through its own route types (`hc<AppType>`), the one way every test layer and the bench
 * seed and call it: a route whose request or response shape changes stops the scenarios compiling.
 */
export type Api = ReturnType<typeof hc<AppType>>["api"];

/** Who is calling: the session token and the client address (CF-Connecting-IP), when given. */
export interface Caller {
  token?: string;
  address?: string;
}

/** One running app: workerd's SELF in the worker tests, a local server over HTTP for e2e and the bench. */
export interface Connection {
  api(caller?: Caller): Api;
  /** A client address of the caller's own, so per-address rate limits never couple unrelated callers. */
  newAddress(): string;
}

export function connectTo(base: string, options: { fetch?: ClientRequestOptions["fetch"]; newAddress: () => string }): Connection {
  return {
    api(caller = {}) {
      const headers: Record<string, string> = {};
      if (caller.token) headers["x-auth-token"] = caller.token;
      if (caller.address) headers["CF-Connecting-IP"] = caller.address;
      return hc<AppType>(base, { fetch: options.fetch, headers }).api;
    },
    newAddress: options.newAddress,
  };
}

/** What every refusal answers; validation failures may name the fields. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** The JSON body a route declares for its success status (errors are thrown as HttpError, untyped). */
export type OkBody<R> = R extends ClientResponse<infer T, infer S, "json"> ? (S extends SuccessStatusCode ? T : never) : never;

/** The body a response of status `S` carries: the route's declared one, or an error body. */
type BodyFor<R, S extends number> = S extends SuccessStatusCode ? OkBody<R> : ErrorBody;

/** The typed body of a response; any status but `status` throws, naming the URL, the status and the body. */
export async function expectJson<R extends ClientResponse<unknown, number, string>, S extends number>(response: R, status: S): Promise<BodyFor<R, S>> {
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}, not ${status}: ${await response.text()}`);
  return (await response.json()) as BodyFor<R, S>;
}

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueIn<T, K extends PropertyKey> = T extends { [P in K]?: infer V } ? V : never;
/** A union of bodies (e.g. a session or a second step) read as one: any member's field may be read. */
type Readable<T> = [T] extends [readonly unknown[]] ? T : T & { [K in KeysOfUnion<T>]?: ValueIn<T, K> };

/** A response read whole, for tests that assert its status, body and headers themselves. */
export interface Answer<T> {
  status: number;
  /** The route's success body; on a refusal, the error body (so `error` is there to read). */
  body: Readable<T> & Partial<ErrorBody>;
  headers: Headers;
}

export async function answer<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<OkBody<R>>> {
  const response = await request;
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer<OkBody<R>>["body"], headers: response.headers };
}
