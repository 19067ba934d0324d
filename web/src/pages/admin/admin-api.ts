import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR, USERS_FETCH_FAILED } from "../../api/messages";

/** Outbox rows by state (pending, sent, held over a recipient's hourly allowance, dead), the waiting ones that failed, and what is wrong with the mail settings. */
export type MailCounts = InferResponseType<typeof api.admin.mail.$get, 200>;

export const fetchMailCounts = (): Promise<MailCounts> => call((init) => api.admin.mail.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

export type AdminUser = InferResponseType<typeof api.admin.users.$get, 200>[number];

export const fetchUsers = (): Promise<AdminUser[]> => call((init) => api.admin.users.$get({}, { init }), { fallback: USERS_FETCH_FAILED });

export async function deleteUser(id: number): Promise<void> {
  await call((init) => api.admin.users[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
}
