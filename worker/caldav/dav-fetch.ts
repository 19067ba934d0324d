import { getBasicAuthHeaders } from "tsdav";
import { readCapped, SyncFailure } from "../subscriptions/calendar-source";
import { sendWithRetries } from "./connection-retry";

/** The same budget as a subscribed calendar's sync: a slow server never holds a request or the cron for long. */
const DAV_TIMEOUT_MS = 10_000;

export const WRONG_PASSWORD = "The CalDAV server refused the username or app password.";

export interface DavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

export const davHeaders = (credentials: DavCredentials): Record<string, string> =>
  getBasicAuthHeaders({ username: credentials.username, password: credentials.password });

/**
 * The fetch tsdav makes its requests with: one time budget for the whole exchange, and every failure
 * as a SyncFailure whose words the host sees on the connection. tsdav itself reads an error answer as
 * an empty result, which would wipe a calendar's busy time; here it never gets the chance. A request
 * that can be repeated is sent again when its connection fails (see sendWithRetries).
 * `notFoundIsFine`: a DELETE of an event that is already gone.
 */
export function davFetch(options: { notFoundIsFine?: boolean } = {}): typeof fetch {
  const signal = AbortSignal.timeout(DAV_TIMEOUT_MS);
  return async (input, init) => {
    let response: Response;
    try {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      response = await sendWithRetries(() => fetch(input, { ...init, signal }), method, signal);
    } catch {
      throw new SyncFailure(signal.aborted ? `The CalDAV server did not answer within ${DAV_TIMEOUT_MS / 1000} seconds.` : "The CalDAV server could not be reached.");
    }
    if (response.status === 401) throw new SyncFailure(WRONG_PASSWORD);
    if (response.status === 404 && !options.notFoundIsFine) throw new SyncFailure("The calendar was not found on the CalDAV server.");
    if (response.status >= 400 && response.status !== 404) throw new SyncFailure(`The CalDAV server answered ${response.status}.`);
    if (response.status < 200 || response.status >= 300 || response.status === 204) return response;
    // A calendar's answer is held to a subscribed calendar's size limit before tsdav reads it.
    try {
      return new Response(await readCapped(response), { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      if (signal.aborted) throw new SyncFailure(`The CalDAV server did not answer within ${DAV_TIMEOUT_MS / 1000} seconds.`);
      throw error;
    }
  };
}
