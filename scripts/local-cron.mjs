// `npm start`'s stand-in for Cloudflare's cron triggers, which `wrangler dev` never fires: at each time a
// wrangler.toml cron fires, it asks the running worker for a tick through wrangler's documented local
// trigger, GET /__scheduled?cron=… (wrangler dev --test-scheduled), which runs the worker's real
// scheduled handler. (This wrangler's /cdn-cgi/handler/scheduled answers 500 when [assets] is set.)
import { nextFire } from "./cron-schedule.mjs";

/** setTimeout's longest delay (about 24.8 days); a later fire is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Spaces as `+`: a cron holds only digits, `*`, `/`, `-`, `,` and spaces, so the address stays readable. */
export const tickUrl = (origin, cron) => `${origin}/__scheduled?cron=${cron.trim().split(/\s+/).join("+")}`;

async function tick(origin, cron) {
  try {
    const response = await fetch(tickUrl(origin, cron));
    if (!response.ok) console.error(`Scheduled tick "${cron}" answered ${response.status}: ${await response.text()}`);
  } catch (error) {
    console.error(`Scheduled tick "${cron}" failed: ${error}`);
  }
}

/** Runs a tick on `origin` each time one of `crons` fires, for as long as the process lives. */
export function runCrons(origin, crons) {
  for (const cron of crons) {
    const arm = (at) => {
      const delay = at - Date.now();
      if (delay > MAX_DELAY_MS) return setTimeout(() => arm(at), MAX_DELAY_MS);
      setTimeout(async () => {
        await tick(origin, cron);
        arm(nextFire(cron, Math.max(Date.now(), at)));
      }, Math.max(0, delay));
    };
    arm(nextFire(cron, Date.now()));
  }
}
