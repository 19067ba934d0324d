import { publicOrigin } from "../config/public-origin";
import type { Env } from "../env";

/** A key for a time's seats, used when a seat opens its time: `uuid@host`, as a booking's iCalendar UID is. */
export const newSeatUid = (env: Env): string => `${crypto.randomUUID()}@${new URL(publicOrigin(env)).hostname}`;
