import { execFileSync } from "node:child_process";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);

/** wrk on loopback: 16 connections, 2 threads, `seconds` long, with the latency distribution. */
export function runWrk(url: string, seconds = 30): LoadResult {
  const output = execFileSync("wrk", ["-t2", "-c16", `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
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
