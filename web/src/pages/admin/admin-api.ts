import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";

/** Outbox rows by state (pending, sent, held over a recipient's hourly allowance, dead), the waiting ones that failed, and what is wrong with the mail settings. */
export type MailCounts = InferResponseType<typeof api.admin.mail.$get, 200>;

export const fetchMailCounts = (): Promise<MailCounts> => call((init) => api.admin.mail.$get({}, { init }), { fallback: UNEXPECTED_ERROR });
