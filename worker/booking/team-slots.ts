import { offeredHosts } from "../domain/team-assignment";
import { commonSlots, unitedSlots } from "../domain/team-slots";
import { type HostSlotQuery, hostSlots } from "./host-slots";
import type { TeamContext } from "./team-context-types";

/** A start a team page offers, with the hosts free at it (a collective type's: every host). */
export interface TeamSlot {
  start: number;
  hostIds: number[];
}

/**
 * Slot starts of a team type within `range`: each host's own (their schedule, busy time and caps,
 * the caps counting their own bookings of the type); round-robin offers a start when one offered host
 * is free (hosts too far ahead under equal distribution are not offered), collective when all are.
 */
export function teamSlots(context: TeamContext, query: HostSlotQuery): TeamSlot[] {
  if (context.hosts.length === 0) return [];
  if (context.assignment === "collective") {
    const hostIds = context.hosts.map((host) => host.host.id);
    return commonSlots(context.hosts.map((host) => hostSlots(host, query))).map((start) => ({ start, hostIds }));
  }
  const rule = { useWeights: context.eventType.useWeights, equalDistributionLimit: context.eventType.equalDistributionLimit };
  // Equal distribution weighs bookings: without them (is the time offered at all?) every host counts.
  const offered = query.withBookings ? new Set(offeredHosts(context.hosts.map((host) => host.standing), rule).map((standing) => standing.userId)) : null;
  const hosts = offered ? context.hosts.filter((host) => offered.has(host.host.id)) : context.hosts;
  return unitedSlots(hosts.map((host) => ({ userId: host.host.id, slots: hostSlots(host, query) })));
}
