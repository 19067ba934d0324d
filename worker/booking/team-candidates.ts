import { capSpans } from "../domain/booking-limits";
import { assignmentOrder, offeredHosts } from "../domain/team-assignment";
import type { TeamHostTime } from "./slot-guards";
import type { TeamContext, TeamHostContext } from "./team-context-types";

/** A host as a team booking's guard checks them: the caps' day and week in the zone of their schedule for the type. */
export const hostTime = (host: TeamHostContext, start: number): TeamHostTime => ({ userId: host.host.id, ...capSpans(start, host.schedule.timezone) });

/**
 * Round-robin candidates: the hosts free at the start that the equal-distribution limit still
 * offers, in assignment order (the domain's rule). The guarded write tries them in this order.
 */
export function candidatesOf(context: TeamContext, freeHostIds: readonly number[]): TeamHostContext[] {
  const { eventType } = context;
  const rule = { useWeights: eventType.useWeights, equalDistributionLimit: eventType.equalDistributionLimit };
  const offered = new Set(offeredHosts(context.hosts.map((host) => host.standing), rule).map((standing) => standing.userId));
  const free = context.hosts.filter((host) => offered.has(host.host.id) && freeHostIds.includes(host.host.id));
  const byId = new Map(free.map((host) => [host.host.id, host]));
  return assignmentOrder(free.map((host) => host.standing), rule).flatMap((standing) => byId.get(standing.userId) ?? []);
}
