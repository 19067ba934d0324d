import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index";

/**
 * Delivers one provider notification as the provider would and waits for what the route left running
 * after its answer (the sync runs in `waitUntil`, docs/CALENDAR-PROVIDERS.md); answers the status.
 */
export async function deliverPush(request: Request): Promise<number> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response.status;
}
