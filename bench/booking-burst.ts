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

export async function nonOverlappingSlots(base: string, slug: string, wanted: number, durationMinutes: number, firstDay = 1): Promise<string[]> {
  const picked: string[] = [];
  const day = new Date();
  for (let i = firstDay; i <= firstDay + 120 && picked.length < wanted; i++) {
    const date = new Date(day.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${base}/api/public/availability/${slug}?date=${date}&duration=${durationMinutes}`);
    const { availableSlots } = (await response.json()) as { availableSlots: string[] };
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

export async function runBookingBurst(base: string, slug: string, slots = 20, perSlot = 10): Promise<BurstResult> {
  const duration = 30;
  const starts = await nonOverlappingSlots(base, slug, slots, duration);
  const requests = starts.flatMap((startTime, slot) =>
    Array.from({ length: perSlot }, (_, n) =>
      fetch(`${base}/api/public/bookings`, {
        method: "POST",
        // Distinct client addresses: this measures the booking guard, not the per-address rate limit.
        headers: { "content-type": "application/json", "CF-Connecting-IP": `10.9.${slot}.${n + 1}` },
        body: JSON.stringify({ eventTypeSlug: slug, startTime, duration, name: `Burst ${slot}-${n}`, email: "", notes: "", guests: [] }),
      }).then((response) => response.status),
    ),
  );
  const statuses = await Promise.all(requests);
  const succeeded = statuses.filter((status) => status === 201).length;
  const conflicts = statuses.filter((status) => status === 409).length;
  return { requests: statuses.length, slots, succeeded, conflicts, other: statuses.length - succeeded - conflicts };
}
