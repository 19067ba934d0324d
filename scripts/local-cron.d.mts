/** The local trigger of one tick (wrangler dev --test-scheduled): GET /__scheduled?cron=…. */
export function tickUrl(origin: string, cron: string): string;
/** Runs a tick on `origin` each time one of `crons` fires, for as long as the process lives. */
export function runCrons(origin: string, crons: readonly string[]): void;
