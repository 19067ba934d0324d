/*
 * A team's starts from its hosts' own (each ascending and unique, as computeSlots returns them, all
 * on the visitor's 15-minute grid): merges of sorted lists, so a month for 20 hosts costs no sort
 * and no set.
 */

export interface UnitedSlot {
  start: number;
  /** The hosts free at `start`, in the order of `perHost`. */
  hostIds: number[];
}

/**
 * Round-robin: every start at least one host offers, ascending, with the user ids free at it. One
 * pass: each start of the result looks once at every host's next start.
 */
export function unitedSlots(perHost: readonly { userId: number; slots: readonly number[] }[]): UnitedSlot[] {
  // Typed arrays: the inner loops read plain numbers, never a boxed or missing element.
  const heads = new Float64Array(perHost.length);
  const positions = new Int32Array(perHost.length);
  perHost.forEach((host, index) => (heads[index] = host.slots.length > 0 ? host.slots[0]! : Infinity));
  const result: UnitedSlot[] = [];
  for (;;) {
    let earliest = Infinity;
    let free = 0;
    for (let host = 0; host < heads.length; host++) {
      if (heads[host]! < earliest) {
        earliest = heads[host]!;
        free = 1;
      } else if (heads[host] === earliest) {
        free++;
      }
    }
    if (earliest === Infinity) return result;
    // Sized exactly: an array grown by push keeps spare room, and the union makes one per start
    // (in bench/slot-engine.ts's round-robin rows that halved the major garbage collections).
    const hostIds = new Array<number>(free);
    let filled = 0;
    for (let host = 0; host < heads.length; host++) {
      if (heads[host] !== earliest) continue;
      const { userId, slots } = perHost[host]!;
      hostIds[filled++] = userId;
      const position = ++positions[host]!;
      heads[host] = position < slots.length ? slots[position]! : Infinity;
    }
    result.push({ start: earliest, hostIds });
  }
}

/**
 * Collective: the starts every host offers, ascending. A leapfrog join: the hosts take turns
 * skipping to the current candidate, and a candidate every host reaches in one round is common.
 */
export function commonSlots(perHost: readonly (readonly number[])[]): number[] {
  if (perHost.length === 0) return [];
  if (perHost.length === 1) return [...perHost[0]!];
  const positions = perHost.map(() => 0);
  const result: number[] = [];
  let candidate = -Infinity;
  /** How many hosts in a row, ending with the one just looked at, stand at `candidate`. */
  let agreeing = 0;
  for (let host = 0; ; host = (host + 1) % perHost.length) {
    const slots = perHost[host]!;
    let position = positions[host]!;
    while (position < slots.length && slots[position]! < candidate) position++;
    if (position === slots.length) return result;
    if (slots[position] === candidate) {
      agreeing++;
    } else {
      candidate = slots[position]!;
      agreeing = 1;
    }
    if (agreeing === perHost.length) {
      result.push(candidate);
      // This host moves past the common start and proposes its next one to the others.
      position++;
      if (position === slots.length) return result;
      candidate = slots[position]!;
      agreeing = 1;
    }
    positions[host] = position;
  }
}
