/**
 * Requests that leave the calendar as they found it when sent twice: the reads, and PUT and DELETE of one
 * whole event at its own address (RFC 9110 §9.2.2), sent again with the same headers, preconditions included.
 * The app's own PUT and DELETE are repeated anyway by the write queue's retries. MKCALENDAR, POST and the
 * like are not: a second one could make or change something twice.
 */
const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PROPFIND", "REPORT", "PUT", "DELETE"]);

export const isRepeatable = (method: string): boolean => REPEATABLE_METHODS.has(method.toUpperCase());

const CONNECTION_TRIES = 3;

/**
 * Tries to send a request: a repeatable one whose connection fails with no answer (a thrown fetch, never
 * an HTTP status) is sent again, up to three tries in all. Servers close idle keep-alive connections,
 * and Radicale's own server closes every one, so workerd now and then writes a request into a socket
 * the server has already closed; after requests sent side by side, more than one such socket may wait
 * in the pool (twice in a row seen under load), and a later try gets a fresh connection. Not after
 * `signal` aborted: the time budget is spent.
 */
export async function sendWithRetries(send: () => Promise<Response>, method: string, signal: AbortSignal): Promise<Response> {
  for (let tried = 1; ; tried++) {
    try {
      return await send();
    } catch (error) {
      if (tried >= CONNECTION_TRIES || signal.aborted || !isRepeatable(method)) throw error;
    }
  }
}
