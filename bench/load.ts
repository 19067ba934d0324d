import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx/3xx answers plus socket errors. */
  errors: number;
  /** Requests wrk gave up on after its 2 s timeout (also counted in errors). */
  timeouts: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

const luaString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/**
 * Each request from its own client address (10.7.x.y): the load stands for many visitors, and the
 * app limits public reads per address (300 a minute), which one address would meet at once. With
 * several paths, requests take them in turn (e.g. one month in many zones: every answer a cache miss).
 */
function manyVisitorsScript(paths: readonly string[]): string {
  return `
local paths = { ${paths.map(luaString).join(", ")} }
local n = 0
request = function()
  n = n + 1
  local address = "10.7." .. (math.floor(n / 250) % 250) .. "." .. (n % 250)
  return wrk.format(nil, paths[(n % #paths) + 1], { ["CF-Connecting-IP"] = address })
end
`;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  /** Default: the URL's own path. */
  paths?: readonly string[];
  /** False where a 4xx is the expected answer (the JSON 404 floor): only socket errors count. */
  non2xxIsError?: boolean;
}

/** wrk on loopback, 2 threads, with the latency distribution. */
export function runWrk(url: string, options: WrkOptions): LoadResult {
  const { pathname, search } = new URL(url);
  const script = join(tmpdir(), `hangout-many-visitors-${process.pid}.lua`);
  writeFileSync(script, manyVisitorsScript(options.paths ?? [`${pathname}${search}`]));
  const output = execFileSync("wrk", ["-t2", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "-s", script, url], {
    encoding: "utf8",
  });
  const percentile = (p: string) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(output);
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const max = /Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)/.exec(output);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    connections: options.connections,
    requestsPerSecond: rps,
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    maxMs: max ? toMs(max[1]!, max[2]!) : NaN,
    errors: (options.non2xxIsError === false ? 0 : non2xx) + socketErrors,
    timeouts: Number(socket?.[4] ?? 0),
  };
}
