/*
 * `wrangler dev` now and then answers a request with 503 "Your worker restarted mid-request. Please try
 * sending the request again." when its runtime drops the connection under load: the request never
 * reached the app's code. It retries a GET or HEAD itself; a test's other calls are sent once more here.
 */
const RESTARTED = "Your worker restarted mid-request";

/** fetch, sending a request once more when the local server asks for it (see above). */
export async function localServerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status !== 503 || !(await response.clone().text()).includes(RESTARTED)) return response;
  return fetch(input, init);
}
