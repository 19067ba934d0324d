import type { Interval } from "../domain/intervals";
import type { Db } from "../env";
import { batchWithValues } from "../db/placeholder-batch";
import type { AvailabilityCache } from "../http/availability-cache-of";
import type { PageKey } from "./host-context";
import { type PageContext, loadPageContext, pageContextQuery } from "./page-context";
import { hostVersionsOfSlug, versionStamp } from "./page-context-reads";

/**
 * How long a cached answer may be served while its host's data is unchanged: availability also
 * moves with the clock (minimum notice, today's passing slots), which no version bump marks.
 */
const CACHE_SECONDS = 60;
/** Answers this isolate keeps in memory in front of the edge cache (oldest dropped first). */
const MEMORY_ENTRIES = 500;

/** "bypass": a per-booking answer (a reschedule's view) that is neither read from nor written to the cache. */
export type CacheStatus = "hit" | "miss" | "bypass";

/**
 * What the cache keeps: the answer, the hosts' availability versions it was computed at (`stamp`),
 * the version visitors' pages name it by, and when.
 */
interface Stored<T> {
  version: number;
  stamp: string;
  value: T;
  storedAt: number;
}

/** A booking page by its slug, as a visitor sees it or as a reschedule of one of its bookings does. */
export type SlugPage = Extract<PageKey, { slug: string }>;

export interface CachedRead<T> {
  value: T;
  cache: CacheStatus;
  /**
   * The availability version the answer is of (a personal page's host's; a team page's, one number
   * for all its hosts' versions); none for a per-booking answer.
   */
  version?: number;
}

/** The edge cache for one key: opened once per request, at most. */
interface OpenedEdge {
  cache: () => Promise<Cache>;
  url: string;
}

/** One cached read: where its answer is cached, which page's context it is computed from, and how. */
export interface HostRead<T> {
  /** Where the answer is cached (a path). */
  key: string;
  /** The availability version the asking page already knows, if any. */
  knownVersion?: number;
  /** The database, opened only when the answer must be read. */
  database: () => Db;
  page: SlugPage;
  range: Interval;
  now: number;
  compute: (context: PageContext) => T;
}

/*
 * The isolate's own copy of recent answers: a hit then costs no Cache API call at all. It is only a
 * copy: every use is checked against the hosts' current versions like an edge-cache entry.
 */
const memory = new Map<string, Stored<unknown>>();

function remember(key: string, stored: Stored<unknown>): void {
  memory.delete(key);
  memory.set(key, stored);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? key);
}

async function lookUp<T>(edge: OpenedEdge | null, key: string, now: number): Promise<Stored<T> | null> {
  const inMemory = memory.get(key);
  if (inMemory && now - inMemory.storedAt < CACHE_SECONDS * 1000) return inMemory as Stored<T>;
  if (!edge) return null;
  const cached = await (await edge.cache()).match(edge.url);
  if (!cached) return null;
  const stored = (await cached.json()) as Stored<T>;
  remember(key, stored);
  return stored;
}

/** Stamps map to versions below 2^48: under the 15 digits a page may send back, and exact in a double. */
const STAMP_HASH_MODULUS = 2 ** 48;

/**
 * The version a page names an answer by: a personal page's host's own availability version (as
 * before teams), a team page's a hash of its stamp, which changes with any host's version or the
 * hosts themselves. A collision only serves an answer up to CACHE_SECONDS old, as a known version does.
 */
function versionOf(context: PageContext, versions: readonly { version: number }[], stamp: string): number {
  if (context.kind === "personal") return versions[0]?.version ?? 0;
  let hash = 0;
  for (let index = 0; index < stamp.length; index++) hash = (hash * 31 + stamp.charCodeAt(index)) % STAMP_HASH_MODULUS;
  return hash;
}

/**
 * A public availability answer for `page` (personal or team) over `range`, cached under `key` (isolate
 * memory, then the edge cache). A page seen by one booking (a reschedule frees the booking's own time)
 * is per booking: it is computed afresh and never stored. An entry of the version the visitor's page
 * already knows is served without any read: the page shows one version of the hosts' availability, at
 * most CACHE_SECONDS old, and every booking re-checks on the primary. Otherwise ONE batch reads every
 * host's current version with the page's context, whose reads answer no rows while the hosts and
 * their versions are still the entry's: the same stamp is a hit, else (and without an entry) `compute`
 * answers from the context and the answer is stored. Without a known version an answer is never older
 * than any host's last availability write (every such write bumps that host's version in its own
 * batch; a host leaving the type changes the hosts).
 */
export async function cachedHostRead<T>(
  { edge: edgeCache, waitUntil }: AvailabilityCache,
  { key, knownVersion, database, page, range, now, compute }: HostRead<T>,
): Promise<CachedRead<T>> {
  if (page.reschedulingTokenHash !== undefined) {
    return { value: compute(await loadPageContext(database(), { page, range })), cache: "bypass" };
  }
  let opening: Promise<Cache> | null = null;
  const edge = edgeCache && { cache: () => (opening ??= edgeCache.open()), url: edgeCache.urlOf(key) };
  const stored = await lookUp<T>(edge, key, now);
  if (stored && stored.version === knownVersion) return { value: stored.value, cache: "hit", version: stored.version };
  const db = database();
  const query = pageContextQuery(db, { page, range, unlessStamp: stored?.stamp });
  const [versionRows, ...reads] = await batchWithValues(db, [hostVersionsOfSlug(db), ...query.statements], query.values);
  const stamp = versionStamp(versionRows);
  if (stored && stamp === stored.stamp) return { value: stored.value, cache: "hit", version: stored.version };
  const context = query.contextFrom(reads);
  const value = compute(context);
  const fresh: Stored<T> = { version: versionOf(context, versionRows, stamp), stamp, value, storedAt: now };
  remember(key, fresh);
  const headers = { "Content-Type": "application/json", "Cache-Control": `max-age=${CACHE_SECONDS}` };
  if (edge) waitUntil(edge.cache().then((cache) => cache.put(edge.url, new Response(JSON.stringify(fresh), { headers }))));
  return { value, cache: "miss", version: fresh.version };
}
