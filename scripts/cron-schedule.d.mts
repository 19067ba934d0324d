/** The `crons = [...]` of wrangler.toml's [triggers] section. */
export function cronsOf(toml: string): string[];
export function wranglerCrons(path?: string): string[];
/** A five-field cron as a test of a UTC minute. */
export function parseCron(cron: string): (date: Date) => boolean;
/** The first minute strictly after `after` (ms) at which `cron` fires. */
export function nextFire(cron: string, after: number): number;
