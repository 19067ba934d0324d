import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";

/* The one call behind the Insights screen: a scope's figures over a range of days in the host's zone (docs/INSIGHTS.md). */

export type Insights = InferResponseType<typeof api.insights.$get, 200>;

export interface InsightsQuery {
  from: string;
  to: string;
  zone: string;
  scope: string;
}

export const fetchInsights = (query: InsightsQuery, signal: AbortSignal) => call((init) => api.insights.$get({ query }, { init }), { fallback: UNEXPECTED_ERROR, signal });
