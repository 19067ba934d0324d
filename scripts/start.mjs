#!/usr/bin/env node
// `npm start`: everything local development needs, from a fresh clone, with no account and no network:
// a .dev.vars with fresh secrets, the SPA build, local D1 migrations, then `wrangler dev` on 127.0.0.1,
// and the worker's scheduled handler run on wrangler.toml's cron schedule (scripts/local-cron.mjs).
// PORT (default 8787) picks the port; HANGOUT_STATE_DIR keeps D1/R2/queue state somewhere else than
// .wrangler/state (the browser tests use a throw-away one); SKIP_BUILD=1 reuses an existing dist/;
// INSPECTOR_PORT picks the debugger's port (apps started side by side would otherwise race for the same one).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { wranglerCrons, nextFire } from "./cron-schedule.mjs";
import { completeDevVars } from "./dev-vars.mjs";
import { runCrons, tickUrl } from "./local-cron.mjs";

const port = process.env.PORT ?? "8787";
const inspector = process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : [];
const stateDir = process.env.HANGOUT_STATE_DIR;
const persist = stateDir ? ["--persist-to", stateDir] : [];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

// Lines an operator added to .dev.vars (GOOGLE_CLIENT_ID=…) stay; only missing secrets are filled in.
const devVars = completeDevVars(existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : null, () => randomBytes(32).toString("base64url"));
if (devVars.added.length > 0) {
  writeFileSync(".dev.vars", devVars.text);
  console.log(`.dev.vars: added ${devVars.added.join(", ")}.`);
}
// The host app and the light public pages are two Vite builds (see package.json "build").
const built = existsSync("dist/index.html") && existsSync("dist/public.html");
if (process.env.SKIP_BUILD !== "1" || !built) run("npm", ["run", "build", "--silent"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);

const url = `http://127.0.0.1:${port}`;
// Links in mail and invitation UIDs are built from PUBLIC_ORIGIN, never from a request's Host header.
const origin = ["--var", `PUBLIC_ORIGIN:${url}`];
// Mail settings in the environment reach the worker, e.g. `MAIL_TRANSPORT=smtp SMTP_HOST=… npm start`
// to send through a real SMTP server (README, "Sending mail in production"); without them, the dev mailbox.
// So do Google's and Microsoft's (README, "Connecting Google Calendar", "Connecting Outlook / Microsoft 365"), e.g. a test's fake endpoints.
const mailVars = Object.entries(process.env)
  .filter(([name]) => /^(MAIL|SMTP|GOOGLE|MICROSOFT)_[A-Z_]+$/.test(name))
  .flatMap(([name, value]) => ["--var", `${name}:${value}`]);
// Read before wrangler starts, so a cron it cannot run stops the start at once.
const crons = wranglerCrons();
for (const cron of crons) nextFire(cron, Date.now());
// --test-scheduled: GET /__scheduled runs the scheduled handler (in run_worker_first, so it reaches the worker).
const dev = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false", "--test-scheduled", ...inspector, ...origin, ...mailVars, ...persist], {
  stdio: ["ignore", "pipe", "inherit"],
  env,
});
let announced = false;
dev.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes("Ready on")) {
    announced = true;
    console.log(`\nHangout is running at ${url}\n`);
    announceSchedule();
    runCrons(url, crons);
  }
});
/** What runs on a schedule locally, when next, and how to run it now (wrangler's own hint names a trigger that fails here). */
function announceSchedule() {
  const clock = (ms) => new Date(ms).toISOString().slice(11, 16);
  if (crons.length === 0) console.log("wrangler.toml has no crons: no scheduled work runs.\n");
  for (const cron of crons) {
    console.log(`Scheduled work (reminders due, mail and webhook retries, connected calendar re-syncs, pruning) runs on`);
    console.log(`wrangler.toml's cron "${cron}" (UTC), next at ${clock(nextFire(cron, Date.now()))} UTC. Run a tick now:`);
    console.log(`  curl "${tickUrl(url, cron)}"\n`);
  }
}
dev.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
