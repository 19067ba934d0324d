import type { HostI18n } from "../../i18n/host-i18n-context";
import { heatmapWeekday } from "./insight-format";
import type { Insights } from "./insights-api";
import { CATEGORY_LABELS, LEAD_TIME_LABELS, TOTAL_ROWS, type TotalValue } from "./insight-labels";

/*
 * The page's figures as one CSV file: the same numbers the charts and tables show, section by section.
 * Its words are the host's language; its days, hours and numbers stay as spreadsheets read them.
 */

const field = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const line = (...values: (string | number)[]) => values.map(field).join(",");
const percent = (share: number) => (share * 100).toFixed(1);

export function insightsCsv({ t, locale }: Pick<HostI18n, "t" | "locale">, figures: Insights, scopeLabel: string): string {
  const { range, totals } = figures;
  const total = (value: TotalValue) => (typeof value === "number" ? value : t("insights.seatsOf", { filled: String(value.filled), capacity: String(value.capacity) }));
  const lines = [
    line(t("insights.csv.scope"), scopeLabel),
    line(t("insights.csv.range"), range.from, range.to, range.zone),
    "",
    line(t("insights.csv.total"), `${range.from} – ${range.to}`, `${range.previous.from} – ${range.previous.to}`),
    ...TOTAL_ROWS.map((row) => line(t(row.label), total(row.value(totals.current)), total(row.value(totals.previous)))),
    "",
    line(range.bucket === "week" ? t("insights.overTime.weekOf") : t("insights.overTime.day"), ...CATEGORY_LABELS.map((category) => t(category.label))),
    ...figures.over_time.map((bucket) => line(bucket.start, ...CATEGORY_LABELS.map((category) => bucket[category.key]))),
    "",
    line(t("insights.column.bookingType"), t("insights.column.booked"), t("insights.column.cancelled"), t("insights.column.noShows")),
    ...figures.by_type.map((type) => line(type.title, type.booked, type.cancelled, type.no_show)),
    "",
    line(
      t("insights.column.host"),
      t("insights.column.booked"),
      t("insights.column.completed"),
      t("insights.column.cancelled"),
      t("insights.column.noShows"),
      t("insights.csv.roundRobinHeld"),
      t("insights.csv.roundRobinShare"),
      t("insights.csv.targetShare"),
    ),
    ...figures.by_host.map((host) =>
      line(host.username, host.booked, host.completed, host.cancelled, host.no_show, host.round_robin?.held ?? "", host.round_robin ? percent(host.round_robin.share) : "", host.round_robin ? percent(host.round_robin.target_share) : ""),
    ),
    "",
    line(t("insights.column.bookedAhead"), t("insights.column.bookings")),
    ...figures.lead_time.map((bucket) => line(t(LEAD_TIME_LABELS[bucket.bucket]), bucket.count)),
    "",
    line(t("insights.column.weekday"), ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`)),
    ...figures.heatmap.map((hours, day) => line(heatmapWeekday(locale, day, "long"), ...hours)),
    ...figures.answers.flatMap((question) => ["", line(question.question, t("insights.column.bookings")), ...question.answers.map((answer) => line(answer.answer, answer.count))]),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
