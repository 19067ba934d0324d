import { readFileSync, readdirSync } from "node:fs";

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 a second on every kernel in use). */
const TICKS_PER_SECOND = 100;

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

/** User + system CPU time of `pid` so far, in milliseconds (fields 14 and 15 of stat). */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
