/*
 * Is round-robin fair? (docs/INSIGHTS.md) Each round-robin type's bookings in the range are shared out
 * among its hosts by their weights (equal unless the type uses weights); a host's target is the sum of
 * their parts over the types, beside what they hold.
 */

export interface HeldCount {
  typeId: number;
  userId: number;
  held: number;
}

export interface HostWeight {
  typeId: number;
  userId: number;
  weight: number;
}

export interface HostShare {
  held: number;
  /** What the host holds of every round-robin booking in the range, 0–1. */
  share: number;
  /** What their weights aim at, 0–1. */
  targetShare: number;
}

/** Every host that holds a round-robin booking or hosts a round-robin type, by user id. */
export function roundRobinShares(held: readonly HeldCount[], weights: readonly HostWeight[]): Map<number, HostShare> {
  const total = held.reduce((sum, row) => sum + row.held, 0);
  const perType = new Map<number, number>();
  for (const row of held) perType.set(row.typeId, (perType.get(row.typeId) ?? 0) + row.held);
  const weightOfType = new Map<number, number>();
  for (const row of weights) weightOfType.set(row.typeId, (weightOfType.get(row.typeId) ?? 0) + row.weight);
  const shares = new Map<number, { held: number; target: number }>();
  const entry = (userId: number) => shares.get(userId) ?? shares.set(userId, { held: 0, target: 0 }).get(userId)!;
  for (const row of held) entry(row.userId).held += row.held;
  for (const row of weights) {
    const typeWeight = weightOfType.get(row.typeId) ?? 0;
    if (typeWeight > 0) entry(row.userId).target += ((perType.get(row.typeId) ?? 0) * row.weight) / typeWeight;
  }
  return new Map(
    [...shares].map(([userId, { held: hostHeld, target }]) => [userId, { held: hostHeld, share: total === 0 ? 0 : hostHeld / total, targetShare: total === 0 ? 0 : target / total }]),
  );
}
