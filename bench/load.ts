import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);

/**
 * Each request from its own client address (10.7.x.y): the load stands for many visitors, and the
 * app limits public reads per address (300 a minute), which one address would meet at once.
 */
const MANY_VISITORS_SCRIPT = `
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, { ["CF-Connecting-IP"] = "10.7." .. (math.floor(n / 250) % 250) .. "." .. (n % 250) })
end
`;

/** wrk on loopback: 16 connections, 2 threads, `seconds` long, with the latency distribution. */
export function runWrk(url: string, seconds = 30): LoadResult {
  const script = join(tmpdir(), "hangout-many-visitors.lua");
  writeFileSync(script, MANY_VISITORS_SCRIPT);
  const output = execFileSync("wrk", ["-t2", "-c16", `-d${seconds}s`, "--latency", "-s", script, url], { encoding: "utf8" });
  const percentile = (p: string) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: rps, p50Ms: percentile("50"), p99Ms: percentile("99"), errors: non2xx + socketErrors };
}
