// The schedule `npm start` runs the worker's scheduled handler on: the crons of wrangler.toml's [triggers],
// read from the file (never copied), and when each fires next. Cloudflare reads crons in UTC.
import { readFileSync } from "node:fs";

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
];
const MINUTE_MS = 60_000;
/** Four years and a day of minutes: every valid cron fires within them (29 February included). */
const SEARCH_MINUTES = 4 * 366 * 24 * 60;

/** The `crons = [...]` of wrangler.toml's [triggers] section. */
export function cronsOf(toml) {
  const section = /^\[triggers\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  const list = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(section)?.[1] ?? "";
  return [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
}

export const wranglerCrons = (path = "wrangler.toml") => cronsOf(readFileSync(path, "utf8"));

/** The values one field allows: `*`, `n`, `a-b`, each optionally `/step`, comma-separated. */
function fieldValues(text, { name, min, max }) {
  const values = new Set();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Unsupported ${name} "${part}" in a cron of wrangler.toml (numbers, ranges, lists and steps only).`);
    const step = match[4] ? Number(match[4]) : 1;
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    if (from < min || to > max || from > to || step < 1) throw new Error(`The ${name} "${part}" is out of range in a cron of wrangler.toml.`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** A five-field cron as a test of a UTC minute; day of month and day of week match either, as in cron, when both are set. */
export function parseCron(cron) {
  const texts = cron.trim().split(/\s+/);
  if (texts.length !== FIELDS.length) throw new Error(`"${cron}" in wrangler.toml is not a five-field cron.`);
  const [minutes, hours, days, months, weekdays] = texts.map((text, index) => fieldValues(text, FIELDS[index]));
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = texts[2] === "*";
  const anyWeekday = texts[4] === "*";
  return (date) => {
    const dayMatches = days.has(date.getUTCDate());
    const weekdayMatches = weekdays.has(date.getUTCDay());
    const day = anyDay || anyWeekday ? dayMatches && weekdayMatches : dayMatches || weekdayMatches;
    return minutes.has(date.getUTCMinutes()) && hours.has(date.getUTCHours()) && months.has(date.getUTCMonth() + 1) && day;
  };
}

/** The first minute strictly after `after` (ms) at which `cron` fires. */
export function nextFire(cron, after) {
  const matches = parseCron(cron);
  let minute = Math.floor(after / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  for (let step = 0; step < SEARCH_MINUTES; step++, minute += MINUTE_MS) {
    if (matches(new Date(minute))) return minute;
  }
  throw new Error(`"${cron}" in wrangler.toml never fires.`);
}
