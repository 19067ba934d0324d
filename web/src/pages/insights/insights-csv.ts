import type { Insights } from "./insights-api";
import { CATEGORY_LABELS, LEAD_TIME_LABELS, TOTAL_ROWS, WEEKDAYS } from "./insight-labels";

/* The page's figures as one CSV file: the same numbers the charts and tables show, section by section. */

const field = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const line = (...values: (string | number)[]) => values.map(field).join(",");
const percent = (share: number) => (share * 100).toFixed(1);

export function insightsCsv(figures: Insights, scopeLabel: string): string {
  const { range, totals } = figures;
  const lines = [
    line("Scope", scopeLabel),
    line("Range", range.from, range.to, range.zone),
    "",
    line("Total", `${range.from} – ${range.to}`, `${range.previous.from} – ${range.previous.to}`),
    ...TOTAL_ROWS.map((row) => line(row.label, row.value(totals.current), row.value(totals.previous))),
    "",
    line(range.bucket === "week" ? "Week of" : "Day", ...CATEGORY_LABELS.map((category) => category.label)),
    ...figures.over_time.map((bucket) => line(bucket.start, ...CATEGORY_LABELS.map((category) => bucket[category.key]))),
    "",
    line("Booking type", "Booked", "Cancelled", "No-shows"),
    ...figures.by_type.map((type) => line(type.title, type.booked, type.cancelled, type.no_show)),
    "",
    line("Host", "Booked", "Completed", "Cancelled", "No-shows", "Round-robin held", "Round-robin share %", "Target share %"),
    ...figures.by_host.map((host) =>
      line(host.username, host.booked, host.completed, host.cancelled, host.no_show, host.round_robin?.held ?? "", host.round_robin ? percent(host.round_robin.share) : "", host.round_robin ? percent(host.round_robin.target_share) : ""),
    ),
    "",
    line("Booked ahead", "Bookings"),
    ...figures.lead_time.map((bucket) => line(LEAD_TIME_LABELS[bucket.bucket], bucket.count)),
    "",
    line("Weekday", ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`)),
    ...figures.heatmap.map((hours, day) => line(WEEKDAYS[day] ?? "", ...hours)),
    ...figures.answers.flatMap((question) => ["", line(question.question, "Bookings"), ...question.answers.map((answer) => line(answer.answer, answer.count))]),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
