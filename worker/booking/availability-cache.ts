import { eq, inArray, sql } from "drizzle-orm";
import { eventTypes, users } from "../../drizzle/schema";
import type { Interval } from "../domain/intervals";
import type { Db } from "../env";
import { batchWithValues, builtOnce } from "../db/placeholder-batch";
import type { AvailabilityCache } from "../http/availability-cache-of";
import { type HostContext, type PageKey, hostContextQuery, loadHostContext } from "./host-context";

/**
 * How long a cached answer may be served while its host's data is unchanged: availability also
 * moves with the clock (minimum notice, today's passing slots), which no version bump marks.
 */
const CACHE_SECONDS = 60;
/** Answers this isolate keeps in memory in front of the edge cache (oldest dropped first). */
const MEMORY_ENTRIES = 500;

/** "bypass": a per-booking answer (a reschedule's view) that is neither read from nor written to the cache. */
export type CacheStatus = "hit" | "miss" | "bypass";

/** What the cache keeps: the answer, the host's availability version it was computed at, and when. */
interface Stored<T> {
  version: number;
  value: T;
  storedAt: number;
}

/** A booking page by its slug, as a visitor sees it or as a reschedule of one of its bookings does. */
export type SlugPage = Extract<PageKey, { slug: string }>;

export interface CachedRead<T> {
  value: T;
  cache: CacheStatus;
  /** The host's availability version the answer is of; none for a per-booking answer. */
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
  /** The host's availability version the asking page already knows, if any. */
  knownVersion?: number;
  /** The database, opened only when the answer must be read. */
  database: () => Db;
  page: SlugPage;
  range: Interval;
  now: number;
  compute: (context: HostContext) => T;
}

/*
 * The isolate's own copy of recent answers: a hit then costs no Cache API call at all. It is only a
 * copy: every use is checked against the host's current version like an edge-cache entry.
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

/** The current availability version of the slug's host (its placeholder is the context reads' "slug"). */
const versionOfSlug = builtOnce((db) =>
  db
    .select({ version: users.availabilityVersion })
    .from(users)
    .where(inArray(users.id, db.select({ id: eventTypes.userId }).from(eventTypes).where(eq(eventTypes.slug, sql.placeholder("slug"))))),
);

/**
 * A public availability answer for `page` over `range`, cached under `key` (isolate memory, then the
 * edge cache). A page seen by one booking (a reschedule frees the booking's own time) is per booking:
 * it is computed afresh and never stored. An entry of the version the visitor's page already knows
 * is served without any read: the page shows one version of the host's availability, at most
 * CACHE_SECONDS old, and every booking re-checks on the primary. Otherwise ONE batch reads the host's
 * current version with the page's context, whose reads answer no rows while that version is still
 * the entry's: the same version is a hit, else (and without an entry) `compute` answers from the
 * context and the answer is stored. Without a known version an answer is never older than the host's
 * last availability write (every such write bumps the version in its own batch).
 */
export async function cachedHostRead<T>(
  { edge: edgeCache, waitUntil }: AvailabilityCache,
  { key, knownVersion, database, page, range, now, compute }: HostRead<T>,
): Promise<CachedRead<T>> {
  if (page.reschedulingTokenHash !== undefined) {
    return { value: compute(await loadHostContext(database(), { page, range })), cache: "bypass" };
  }
  let opening: Promise<Cache> | null = null;
  const edge = edgeCache && { cache: () => (opening ??= edgeCache.open()), url: edgeCache.urlOf(key) };
  const stored = await lookUp<T>(edge, key, now);
  if (stored && stored.version === knownVersion) return { value: stored.value, cache: "hit", version: stored.version };
  const db = database();
  // Versions count up from 0: -1 is no entry, and every read answers its rows.
  const query = hostContextQuery(db, { page, range, unlessVersion: stored?.version ?? -1 });
  const [versionRows, ...reads] = await batchWithValues(db, [versionOfSlug(db), ...query.statements], query.values);
  const version = versionRows[0]?.version;
  if (stored && version === stored.version) return { value: stored.value, cache: "hit", version };
  const value = compute(query.contextFrom(reads));
  if (version !== undefined) {
    const fresh: Stored<T> = { version, value, storedAt: now };
    remember(key, fresh);
    const headers = { "Content-Type": "application/json", "Cache-Control": `max-age=${CACHE_SECONDS}` };
    if (edge) waitUntil(edge.cache().then((cache) => cache.put(edge.url, new Response(JSON.stringify(fresh), { headers }))));
  }
  return { value, cache: "miss", version };
}
