import type { HostPriority } from "./team-terms";

/**
 * How a round-robin host stands on a type: what the assignment rule weighs. Structurally the
 * booking context's `HostStanding`, declared here because the domain imports no feature folder.
 */
export interface AssignmentCandidate {
  userId: number;
  priority: HostPriority;
  /** A whole number of at least 1: the host's share of the bookings when the type uses weights. */
  weight: number;
  /** Confirmed bookings of the type on the host since the type's latest host joined it. */
  bookingsInWindow: number;
  /** When the host's latest booking of the type was made; null: never. */
  lastBookedAt: number | null;
}

export interface AssignmentRule {
  useWeights: boolean;
  /** N: a host more than N bookings ahead of the least-booked host is not offered; null: no limit. */
  equalDistributionLimit: number | null;
}

const PRIORITY_RANK: Record<HostPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Drops hosts more than N bookings ahead of the least-booked host. Pass every host of the type,
 * not only the free ones: the least-booked host holds the others back even while it is busy.
 */
export function offeredHosts<S extends AssignmentCandidate>(standings: readonly S[], rule: AssignmentRule): S[] {
  const limit = rule.equalDistributionLimit;
  if (limit === null || standings.length === 0) return [...standings];
  let least = Infinity;
  for (const standing of standings) if (standing.bookingsInWindow < least) least = standing.bookingsInWindow;
  return standings.filter((standing) => standing.bookingsInWindow - least <= limit);
}

/** Weights compare as bookings / weight, cross-multiplied so that whole counts stay exact. */
function byShare(a: AssignmentCandidate, b: AssignmentCandidate): number {
  return a.bookingsInWindow * b.weight - b.bookingsInWindow * a.weight;
}

/** Never booked goes first, then the longest ago. */
function byLastBooked(a: AssignmentCandidate, b: AssignmentCandidate): number {
  if (a.lastBookedAt === b.lastBookedAt) return 0;
  if (a.lastBookedAt === null) return -1;
  if (b.lastBookedAt === null) return 1;
  return a.lastBookedAt - b.lastBookedAt;
}

/**
 * The order in which the free hosts are tried: priority (high first); with weights, the lowest
 * bookings per weight; the least recently booked; the lowest user id. Every key ends in the user
 * id, so the same standings always give the same order.
 */
export function assignmentOrder<S extends AssignmentCandidate>(standings: readonly S[], rule: AssignmentRule): S[] {
  return [...standings].sort(
    (a, b) =>
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
      (rule.useWeights ? byShare(a, b) : 0) ||
      byLastBooked(a, b) ||
      a.userId - b.userId,
  );
}
