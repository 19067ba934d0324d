/** The cron syncs a calendar this long after its last attempt. */
export const SYNC_INTERVAL_MS = 15 * 60_000;
/** After this many failed syncs in a row the host is told (mail and banner), and told again when it recovers. */
export const FAILURES_BEFORE_WARNING = 3;
