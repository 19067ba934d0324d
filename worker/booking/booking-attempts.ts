import type { RateLimit } from "../http/rate-limit";

/** docs/DECISIONS.md, API and limits: 60 bookings per client address per 10 minutes — more than a person ever makes. */
export const bookingLimit = (address: string): RateLimit => ({ key: `booking:address:${address}`, limit: 60, windowSeconds: 600 });
