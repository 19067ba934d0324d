import { env } from "cloudflare:test";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

/* Webhook endpoints through the typed API, and what the worker stored for them. */

/** No receiver answers here: every attempt fails without leaving the machine's resolver. */
export const UNREACHABLE = "https://receiver.invalid/hooks/hangout";

export type EventName = "booking.created" | "booking.rescheduled" | "booking.cancelled" | "booking.no_show" | "ping";

export async function addEndpoint(token: string, events: EventName[], url = UNREACHABLE) {
  const added = await answer(typedApi({ token }).webhooks.$post({ json: { url, events } }));
  if (added.status !== 201) throw new Error(`adding the endpoint answered ${added.status}: ${JSON.stringify(added.body)}`);
  return added.body;
}

export interface StoredDelivery {
  id: number;
  endpoint_id: number | null;
  url: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  snapshot: string;
  booking_id: number | null;
}

export async function deliveriesOf(where: { bookingId?: number; endpointId?: number }): Promise<StoredDelivery[]> {
  const [column, value] = where.bookingId !== undefined ? ["booking_id", where.bookingId] : ["endpoint_id", where.endpointId];
  const { results } = await env.DB.prepare(`select * from webhook_deliveries where ${column} = ? order by id`).bind(value).all<StoredDelivery>();
  return results;
}
