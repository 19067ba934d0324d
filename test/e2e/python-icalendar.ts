import { spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./debian-package";

/** Debian's python3-icalendar: an independent reader for what Hangout writes as iCalendar. */
const PYTHON = "/usr/bin/python3";
const ICALENDAR_MODULE = "/usr/lib/python3/dist-packages/icalendar/__init__.py";

const READ_EVENTS = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.read())
print(json.dumps([
    {"uid": str(e.get("uid")), "status": str(e.get("status")), "summary": str(e.get("summary")),
     "start": e.decoded("dtstart").isoformat(), "sequence": int(e.get("sequence", 0)),
     "description": str(e.get("description", ""))}
    for e in calendar.walk("VEVENT")
]))
`;

export interface PythonEvent {
  uid: string;
  status: string;
  summary: string;
  /** ISO 8601 as Python writes it ("2026-03-10T09:00:00+00:00", or a date for all-day events). */
  start: string;
  sequence: number;
  /** Empty when the event has none. */
  description: string;
}

/** The VEVENTs of an iCalendar text as Python's icalendar reads them; throws if it cannot. */
export function readWithPythonIcalendar(text: string): PythonEvent[] {
  ensureDebianPackage(ICALENDAR_MODULE, "python3-icalendar");
  const result = spawnSync(PYTHON, ["-c", READ_EVENTS], { input: text, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`python3 icalendar could not read the calendar:\n${result.stderr}`);
  return JSON.parse(result.stdout) as PythonEvent[];
}
