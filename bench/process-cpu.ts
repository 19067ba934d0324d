import { readFileSync, readdirSync } from "node:fs";

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces, so split after its ')'). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

const commandOf = (pid: string) => readFileSync(`/proc/${pid}/comm`, "utf8").trim();

/** The `workerd` process this Node.js process started (Miniflare's runtime). */
export function workerdChildPid(): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent pid (index 1 after the command name).
      if (Number(statFields(entry)[1]) === process.pid && commandOf(entry) === "workerd") return Number(entry);
    } catch {
      // The process ended between listing and reading.
    }
  }
  throw new Error("no workerd child process found");
}

/**
 * CPU time of `pid` so far, in milliseconds, to the nanosecond: the sum over its threads of the time
 * the scheduler ran them (first field of /proc/<pid>/task/<tid>/schedstat). Ticks (stat) move in 10 ms
 * steps (USER_HZ), too coarse for a 0.2 ms request over a round of 80.
 */
export function cpuMs(pid: number): number {
  let nanoseconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return nanoseconds / 1e6;
}
