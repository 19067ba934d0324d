/*
 * Who a per-address rate limit counts: an IPv4 address as itself, an IPv6 client by its /64 (one
 * subscriber line or host holds a whole /64, so keying on the full address would let one client use
 * 2^64 addresses). Textual variants of one address give one subject.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/** "001.2.3.4" → "1.2.3.4"; null unless four parts of 0–255. */
function normalizeIpv4(text: string): string | null {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return parts.join(".");
}

/** The eight 16-bit groups of an IPv6 address (zero compression and an embedded IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes(".")) {
        const ipv4 = normalizeIpv4(piece);
        if (!ipv4) return null;
        const [a, b, c, d] = ipv4.split(".").map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (HEX_GROUP.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/**
 * The rate-limit subject of a client address: "1.2.3.4" for IPv4 (also when written IPv4-mapped,
 * "::ffff:1.2.3.4"), "2001:db8:0:1::/64" for IPv6. Text that is no address is kept (bounded), so it
 * still counts against itself.
 */
export function rateLimitSubject(address: string): string {
  const text = address.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const ipv4 = normalizeIpv4(text);
  if (ipv4) return ipv4;
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, 64);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
