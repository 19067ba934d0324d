import { SyncFailure } from "../subscriptions/calendar-source";

/*
 * How a provider's answer goes wrong, as every caller needs to tell (docs/CALENDAR-PROVIDERS.md). Each is a
 * SyncFailure, so its words reach the host on the connected calendar like any sync's.
 */

/** The grant is gone (invalid_grant, or 401 even after a refresh): the connection is broken until the host connects again. */
export class GrantRefused extends SyncFailure {}

/** 401 with a token that should still work: refresh it and try once more. */
export class AccessExpired extends SyncFailure {}

/** 429, or 403 with a rate-limit reason: try again after `retryAfterSeconds`. */
export class ProviderBusy extends SyncFailure {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The incremental sync's cursor expired (Google's 410 Gone): read everything again. */
export class CursorExpired extends SyncFailure {}

/** The thing asked about is not there (404, or 410 for a deleted event). */
export class NotThere extends SyncFailure {}

/** No answer, or a 5xx: the provider is down for now; nothing is given up, the queue and the cron try again. */
export class ProviderDown extends SyncFailure {}
