import ICAL from "ical.js";
const start = ICAL.Time.fromDateTimeString("2026-01-01T10:00:00");
function run(rule: string, max = 200000) {
  const recur = ICAL.Recur.fromString(rule);
  const it = recur.iterator(start);
  let steps = 0;
  const orig = it.check_contracting_rules.bind(it);
  it.check_contracting_rules = () => { if (++steps > max) throw new Error("budget"); return orig(); };
  const t0 = performance.now(); let n = 0;
  try { for (let t = it.next(); t && n < 500; t = it.next()) n++; } catch (e) { console.log(rule, "threw", String(e)); }
  console.log(rule, "n", n, "steps", steps, "ms", (performance.now() - t0).toFixed(1));
}
run("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30");
run("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", 1_000_000);
run("FREQ=MONTHLY;BYDAY=2TU");
run("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30");
run("FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2");
run("FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30");
run("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30");
run("FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30");
run("FREQ=YEARLY;BYWEEKNO=60");
run("FREQ=MINUTELY;COUNT=100000");
run("FREQ=YEARLY;BYSETPOS=400;BYDAY=MO");
