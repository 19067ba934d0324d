import type { Connection } from "../test/scenarios/api";
import { asBookingJson, daySlots } from "../test/scenarios/bookings";

/**
 * 200 concurrent bookings aimed at 20 distinct, non-overlapping slots (10 requests per slot): exactly
 * 20 must succeed and every other one must be refused with 409.
 */
export interface BurstResult {
  requests: number;
  slots: number;
  succeeded: number;
  conflicts: number;
  other: number;
}

export async function nonOverlappingSlots(app: Connection, slug: string, wanted: number, durationMinutes: number, firstDay = 1): Promise<string[]> {
  const picked: string[] = [];
  const day = new Date();
  for (let i = firstDay; i <= firstDay + 120 && picked.length < wanted; i++) {
    const date = new Date(day.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const availableSlots = await daySlots(app, slug, { date, duration: durationMinutes });
    let lastEnd = 0;
    for (const slot of availableSlots) {
      const start = Date.parse(slot);
      if (start < lastEnd) continue;
      picked.push(slot);
      lastEnd = start + durationMinutes * 60_000;
      if (picked.length === wanted) break;
    }
  }
  if (picked.length < wanted) throw new Error(`only ${picked.length} free slots found`);
  return picked;
}

export async function runBookingBurst(app: Connection, slug: string, slots = 20, perSlot = 10): Promise<BurstResult> {
  const duration = 30;
  const starts = await nonOverlappingSlots(app, slug, slots, duration);
  const requests = starts.flatMap((startTime, slot) =>
    Array.from({ length: perSlot }, (_, n) =>
      // Distinct client addresses: this measures the booking guard, not the per-address rate limit.
      app
        .api({ address: `10.9.${slot}.${n + 1}` })
        .public.bookings.$post({ json: asBookingJson({ eventTypeSlug: slug, startTime, duration, name: `Burst ${slot}-${n}`, email: "", notes: "", guests: [] }) })
        .then((response): number => response.status),
    ),
  );
  const statuses = await Promise.all(requests);
  const succeeded = statuses.filter((status) => status === 201).length;
  const conflicts = statuses.filter((status) => status === 409).length;
  return { requests: statuses.length, slots, succeeded, conflicts, other: statuses.length - succeeded - conflicts };
}
