import { cpuMs } from "./process-cpu";

/** How long the idle process is watched to learn its background CPU rate (timers, GC). */
const IDLE_WATCH_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU the workerd process spends per second while nobody asks it anything. */
export async function idleCpuPerSecond(pid: number): Promise<number> {
  const before = cpuMs(pid);
  const began = performance.now();
  await pause(IDLE_WATCH_MS);
  return ((cpuMs(pid) - before) * 1000) / (performance.now() - began);
}

/**
 * CPU milliseconds of the workerd process per request over `count` sequential requests, minus its
 * idle rate over the same time. `pathFor(i)` names the i-th request (the same path: a warm answer;
 * distinct ones: a cold answer each). Every request comes from its own client address.
 */
export async function cpuPerRequest(pid: number, base: string, idlePerSecond: number, count: number, pathFor: (i: number) => string): Promise<number> {
  const send = async (i: number) => {
    const response = await fetch(`${base}${pathFor(i)}`, { headers: { "CF-Connecting-IP": `10.5.${(i >> 8) & 255}.${i & 255}` } });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${pathFor(i)} answered ${response.status}`);
  };
  await send(0);
  const before = cpuMs(pid);
  const began = performance.now();
  for (let i = 1; i <= count; i++) await send(i);
  const seconds = (performance.now() - began) / 1000;
  return (cpuMs(pid) - before - idlePerSecond * seconds) / count;
}
