import type { DirectWorker } from "./direct-worker";
import { type LoadResult, runWrk } from "./load";
import { benchConnection, seedBookingPage } from "./seed";
import { cpuPerRequest, idleCpuPerSecond } from "./workerd-cpu";

export interface EndpointCpu {
  name: string;
  cpuMs: number;
  ratioToFloor: number;
}

export interface EndpointLoad {
  name: string;
  load: LoadResult;
}

export interface DirectFigures {
  idleCpuPerSecond: number;
  cpu: EndpointCpu[];
  load: EndpointLoad[];
}

/** Zones a month is asked in, so that every request of a sequential run names an answer not cached yet. */
const ALL_ZONES = Intl.supportedValuesOf("timeZone");
/** Kept apart for warming the isolate up, so the zones measured as never seen really are. */
const WARM_UP_ZONES = ALL_ZONES.slice(-8);
/**
 * Half the zones are asked before anything is measured, as a long-lived isolate has met its
 * visitors' zones: a miss there is the answer's own work. The other half are never asked before
 * their measured request, which also pays for the runtime loading the zone (ICU) once per isolate.
 */
const MEASURED_ZONES = ALL_ZONES.slice(0, -8);
const SEEN_ZONES = MEASURED_ZONES.filter((_, index) => index % 2 === 0);
const NEW_ZONES = MEASURED_ZONES.filter((_, index) => index % 2 === 1);
/** Rounds the CPU requests are split into (the figure is an endpoint's median round). */
const CPU_ROUNDS = 5;
/** Requests that warm the isolate up before anything is measured (its code compiled, as in a long-lived isolate). */
const WARM_UP_REQUESTS = 400;

interface Endpoint {
  name: string;
  path: (i: number) => string;
  /** The JSON 404: its 404s are the expected answer. */
  floor?: boolean;
  /** Under wrk, every request another answer after a version bump. */
  cold?: boolean;
  /** Measured for CPU only, not under wrk. */
  cpuOnly?: boolean;
  /** Every host's version is bumped first. */
  afterWrite?: boolean;
  /** Runs before each measurement of the endpoint. */
  before?: () => Promise<void>;
  /** Fewer requests a round than the others (when only so many distinct answers exist). */
  perRound?: number;
}

/**
 * Per endpoint of the deploy bundle on workerd: CPU per request over `count` sequential requests
 * (in rounds; the JSON 404 as the floor), then wrk at each of `connections` for `seconds`.
 */
export async function measureDirect(worker: DirectWorker, options: { count: number; seconds: number; connections: number[] }): Promise<DirectFigures> {
  const { slug, username } = await seedBookingPage(benchConnection(worker.url));
  const monthAhead = (n: number) => new Date(Date.now() + n * 31 * 86_400_000).toISOString().slice(0, 7);
  const month = monthAhead(1);
  const monthPath = (tz: string, asked = month) => `/api/public/availability/${slug}/month?month=${asked}&tz=${encodeURIComponent(tz)}`;
  // Under wrk, every zone in each of the next 11 months (~4,600 answers), after a version bump.
  const coldPaths = Array.from({ length: 11 }, (_, n) => MEASURED_ZONES.map((zone) => monthPath(zone, monthAhead(n + 1)))).flat();
  // The i-th answer never asked before in a seen zone: every seen zone in month 1, then month 2, …
  const seenZoneMiss = (i: number) => monthPath(SEEN_ZONES[i % SEEN_ZONES.length] ?? "UTC", monthAhead(1 + Math.floor(i / SEEN_ZONES.length)));
  // The version a visitor's page carries: what the month's last answer said (read again before each use, as writes move it).
  let pageVersion = "";
  const learnVersion = async () => {
    const answer = (await (await fetch(`${worker.url}${monthPath("Asia/Kathmandu")}`)).json()) as { version: number };
    pageVersion = String(answer.version);
  };
  const endpoints: Endpoint[] = [
    { name: "JSON 404 (floor)", path: () => "/api/no-such-endpoint", floor: true },
    { name: "month availability, cache miss (each request another month or zone, zones seen before)", path: seenZoneMiss, cold: true },
    // As after a host's write: the same answers were cached, the version moved.
    { name: "month availability, cache miss after a write", path: seenZoneMiss, cpuOnly: true, afterWrite: true },
    {
      name: "month availability, cache miss in a zone the isolate meets first (reference)", path: (i) => monthPath(NEW_ZONES[i] ?? "UTC"),
      cpuOnly: true,
      perRound: Math.floor(NEW_ZONES.length / CPU_ROUNDS),
    },
    { name: "month availability, cache hit (one URL, asked with the page's version: no read)", path: () => `${monthPath("Asia/Kathmandu")}&v=${pageVersion}`, before: learnVersion },
    { name: "month availability, cache hit without a version (one batch, no rows)", path: () => monthPath("Asia/Kathmandu"), cpuOnly: true },
    { name: "day slots", path: () => `/api/public/availability/${slug}?date=${month}-15&duration=30&tz=Asia/Kathmandu` },
    { name: "/book/{slug} page (inlined month: cache hit)", path: () => `/book/${slug}` },
    { name: "/u/{username} profile page", path: () => `/u/${username}` },
    // What local D1 adds: rate limiter plus two small reads, no assets, no slots (production's D1 is not this process).
    { name: "profile JSON (reference: two small D1 reads)", path: () => `/api/public/user/${username}`, cpuOnly: true },
  ];
  // Months 2–11 ahead in the warm-up zones: misses and hits of every public read, none the measured ones.
  const warmUp = [
    (i: number) => monthPath(WARM_UP_ZONES[i % WARM_UP_ZONES.length] ?? "UTC", monthAhead(2 + (i % 10))),
    (i: number) => `/api/public/availability/${slug}?date=${monthAhead(2 + (i % 10))}-15&duration=30&tz=${encodeURIComponent(WARM_UP_ZONES[i % WARM_UP_ZONES.length] ?? "UTC")}`,
    () => `/book/${slug}`,
    () => `/u/${username}`,
  ];
  await cpuPerRequest(worker.pid, worker.url, 0, WARM_UP_REQUESTS, (i) => warmUp[i % warmUp.length]!(i >> 2));
  // The seen zones' measured months, asked for the page's other duration: as in a long-lived isolate,
  // where other pages' visitors have asked these zones and months (Temporal keeps what it learnt of a zone).
  await cpuPerRequest(worker.pid, worker.url, 0, 2 * SEEN_ZONES.length, (i) => `${seenZoneMiss(i)}&duration=60`);
  const idle = await idleCpuPerSecond(worker.pid);
  // Rounds of every endpoint in turn, so the machine's drift (other work, its CPU's speed) reaches
  // them alike; each endpoint's figure is its median round. Round r asks requests r·n … r·n + n − 1,
  // so the answers (and the zones never seen) are new in every round, and after the bump the round's own are stale.
  const perRound = Math.floor(options.count / CPU_ROUNDS);
  const rounds = endpoints.map((): number[] => []);
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const [index, endpoint] of endpoints.entries()) {
      if (endpoint.afterWrite) await worker.bumpAvailabilityVersions();
      await endpoint.before?.();
      const n = Math.min(perRound, endpoint.perRound ?? perRound);
      rounds[index]!.push(await cpuPerRequest(worker.pid, worker.url, idle, n, (i) => endpoint.path(round * n + i)));
    }
  }
  const medians = rounds.map((each) => [...each].sort((a, b) => a - b)[Math.floor(each.length / 2)] ?? NaN);
  const floor = medians[0] ?? NaN;
  const cpu = endpoints.map((endpoint, index): EndpointCpu => ({ name: endpoint.name, cpuMs: medians[index]!, ratioToFloor: medians[index]! / floor }));
  const load: EndpointLoad[] = [];
  for (const endpoint of endpoints.filter((each) => !each.cpuOnly)) {
    for (const connections of options.connections) {
      const paths = endpoint.cold ? coldPaths : undefined;
      if (endpoint.cold) await worker.bumpAvailabilityVersions();
      await endpoint.before?.();
      const wrk = { connections, seconds: options.seconds, paths, non2xxIsError: !endpoint.floor };
      load.push({ name: endpoint.name, load: runWrk(`${worker.url}${endpoint.path(0)}`, wrk) });
    }
  }
  return { idleCpuPerSecond: idle, cpu, load };
}
