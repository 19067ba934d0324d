import ICAL from "ical.js";
let s = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n";
for (let i = 0; i < 5000; i++) s += `BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;TZID=Europe/Berlin:20260101T100000\r\nDTEND;TZID=Europe/Berlin:20260101T110000\r\nSUMMARY:Event ${i} ${"x".repeat(200)}\r\nDESCRIPTION:${"d".repeat(150)}\r\nEND:VEVENT\r\n`;
s += "END:VCALENDAR\r\n";
console.log("size", s.length);
let t0 = performance.now();
const c = new ICAL.Component(ICAL.parse(s));
console.log("parse ms", (performance.now() - t0).toFixed(0));
t0 = performance.now();
let n = 0;
for (const v of c.getAllSubcomponents("vevent")) { const e = new ICAL.Event(v); n += e.summary.length; const st = e.startDate; const p = v.getFirstProperty("dtstart"); p?.getFirstParameter("tzid"); }
console.log("walk ms", (performance.now() - t0).toFixed(0));
for (const junk of ["\x00\x01\x02binary\xff", "hello world", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:garbage\nEND:VEVENT\nEND:VCALENDAR", "BEGIN:VCALENDAR\nEND:VEVENT"]) {
  try { const j = ICAL.parse(junk); console.log("parsed", JSON.stringify(j).slice(0, 100)); } catch (e) { console.log("throws", String(e).slice(0, 100)); }
}
const g = new ICAL.Component(ICAL.parse("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:garbage\nEND:VEVENT\nEND:VCALENDAR"));
try { const e = new ICAL.Event(g.getFirstSubcomponent("vevent")!); console.log("garbage start", String(e.startDate), e.startDate?.isDate); } catch (e) { console.log("event throws", String(e)); }
