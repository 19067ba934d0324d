import { availabilityVersionStatements } from "../availability/availability-version";
import { webhookStatements } from "../webhooks/webhook-statements";
import type { BookingChange } from "./booking-change";

/**
 * What every booking change (created, rescheduled, cancelled, account deletion included) brings
 * along in its own batch: the webhook deliveries and the host's availability version. CalDAV writes
 * ride apart: their ids are queued, and an account deletion takes the credentials with it.
 */
export const changeFollowUps = (d1: D1Database, change: BookingChange): D1PreparedStatement[] => [
  ...webhookStatements(d1, change),
  ...availabilityVersionStatements(d1, change),
];
