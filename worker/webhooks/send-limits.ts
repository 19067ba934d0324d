import type { RateLimit } from "../http/rate-limit";

/**
 * "Send test" and "Redeliver" make Hangout POST to the host's endpoint at once, the host waiting:
 * plenty for someone wiring up a receiver, a bound on the requests an account can aim at a server.
 */
export const webhookSendLimit = (userId: number): RateLimit => ({
  key: `webhook-send:account:${userId}`,
  limit: 30,
  windowSeconds: 10 * 60,
  message: "Too many test and repeated webhook deliveries. Please wait a few minutes and try again.",
});
