import type { HostPriority, TeamAssignment } from "../domain/team-terms";
import type { Interval } from "../domain/intervals";
import type { EventTypeRow } from "../event-types/view";
import type { HostContext } from "./host-context";

/** How a round-robin host stands on this type: what the assignment rule weighs. */
export interface HostStanding {
  userId: number;
  priority: HostPriority;
  weight: number;
  /** Confirmed bookings of this type on the host since the type's latest host joined it. */
  bookingsInWindow: number;
  /** When the host's latest booking of this type was made; null: never. */
  lastBookedAt: number | null;
}

/**
 * One host of a team type: their own context, read as a personal page's is (`hostSlots` works on it
 * unchanged, collective bookings they are on included in `bookings`), and their standing.
 */
export interface TeamHostContext extends HostContext {
  standing: HostStanding;
}

/** Everything a team type's page needs, for every host, read in ONE D1 round trip. */
export interface TeamContext {
  /** The team type: `teamId` and `assignment` are set. */
  eventType: EventTypeRow;
  assignment: TeamAssignment;
  team: { id: number; name: string; slug: string };
  /** Ordered by user id: the assignment rule's fixed tiebreak. */
  hosts: TeamHostContext[];
  readRange: Interval;
}
