import { type AnyColumn, type SQL, inArray, sql } from "drizzle-orm";

/*
 * A booking's states: a request awaiting the host's approval is 'pending', and it holds its
 * time exactly as a confirmed booking does, so every guard and busy read counts both: no one else
 * can take the time while the host decides, and approving never needs to re-check it.
 */
export type BookingStatus = "confirmed" | "cancelled" | "pending" | "declined";

/** The states that hold their time. */
export const TIME_HOLDING_STATUSES = ["confirmed", "pending"] as const satisfies readonly BookingStatus[];

/** For hand-written statements: `column` is a state that holds its time. */
export const holdsTime = (column: SQL): SQL => sql`${column} in ('confirmed', 'pending')`;

/** For drizzle queries: the same condition on a status column. */
export const holdingTime = (column: AnyColumn): SQL => inArray(column, [...TIME_HOLDING_STATUSES]);
