import { useHostI18n } from "../../i18n/host-i18n-context";
import { BarList } from "./bar-list";
import { ChartFigure, DataTable } from "./chart-figure";
import { Heatmap } from "./heatmap";
import { countText, dayText, heatmapWeekday, hourText, listText, percentText } from "./insight-format";
import { CATEGORY_LABELS, LEAD_TIME_LABELS } from "./insight-labels";
import type { Insights } from "./insights-api";
import { StackedBars } from "./stacked-bars";

/** Every chart of the page, each with its table, in the host's language. */
export function InsightCharts({ figures }: { figures: Insights }) {
  const { t, locale } = useHostI18n();
  const { over_time: overTime, by_type: byType, by_host: byHost, lead_time: leadTime, heatmap, answers, range } = figures;
  const count = (value: number) => countText(locale, value);
  const percent = (share: number) => percentText(locale, share);
  const items = (entries: readonly { name: string; count: number }[]) =>
    entries.length === 0 ? t("insights.noBookings") : listText(locale, entries.map((entry) => t("insights.item", { name: entry.name, count: count(entry.count) })));
  const hours = Array.from({ length: 24 }, (_, hour) => hourText(locale, hour));
  const roundRobin = byHost.filter((host) => host.round_robin !== null);
  const booked = figures.totals.current.booked;
  const leadLabel = (bucket: (typeof leadTime)[number]) => t(LEAD_TIME_LABELS[bucket.bucket]);
  return (
    <div className="insight-charts">
      <ChartFigure
        title={range.bucket === "week" ? t("insights.overTime.perWeek") : t("insights.overTime.perDay")}
        summary={t("insights.overTime.summary", { unit: range.bucket, count: overTime.length })}
        chart={<StackedBars buckets={overTime} />}
        table={
          <DataTable
            caption={t("insights.overTime.caption")}
            columns={[range.bucket === "week" ? t("insights.overTime.weekOf") : t("insights.overTime.day"), ...CATEGORY_LABELS.map((category) => t(category.label))]}
            rows={overTime.map((bucket) => [dayText(locale, bucket.start), ...CATEGORY_LABELS.map((category) => bucket[category.key])])}
          />
        }
      />
      <ChartFigure
        title={t("insights.byType")}
        summary={items(byType.map((type) => ({ name: type.title, count: type.booked })))}
        chart={<BarList format={count} bars={byType.map((type) => ({ label: type.title, value: type.booked }))} />}
        table={
          <DataTable
            caption={t("insights.byType")}
            columns={[t("insights.column.bookingType"), t("insights.column.booked"), t("insights.column.cancelled"), t("insights.column.noShows")]}
            rows={byType.map((type) => [type.title, type.booked, type.cancelled, type.no_show])}
          />
        }
      />
      <ChartFigure
        title={t("insights.byHost")}
        summary={items(byHost.map((host) => ({ name: host.username, count: host.booked })))}
        chart={<BarList format={count} bars={byHost.map((host) => ({ label: host.username, value: host.booked }))} />}
        table={
          <DataTable
            caption={t("insights.byHost")}
            columns={[t("insights.column.host"), t("insights.column.booked"), t("insights.column.completed"), t("insights.column.cancelled"), t("insights.column.noShows")]}
            rows={byHost.map((host) => [host.username, host.booked, host.completed, host.cancelled, host.no_show])}
          />
        }
      />
      {roundRobin.length > 0 && (
        <ChartFigure
          title={t("insights.roundRobin.title")}
          summary={listText(
            locale,
            roundRobin.map((host) => t("insights.roundRobin.item", { name: host.username, share: percent(host.round_robin?.share ?? 0), target: percent(host.round_robin?.target_share ?? 0) })),
          )}
          chart={<BarList format={percent} bars={roundRobin.map((host) => ({ label: host.username, value: host.round_robin?.share ?? 0, target: host.round_robin?.target_share ?? 0 }))} />}
          table={
            <DataTable
              caption={t("insights.roundRobin.caption")}
              columns={[t("insights.column.host"), t("insights.column.held"), t("insights.column.share"), t("insights.column.targetShare")]}
              rows={roundRobin.map((host) => [host.username, host.round_robin?.held ?? 0, percent(host.round_robin?.share ?? 0), percent(host.round_robin?.target_share ?? 0)])}
            />
          }
        />
      )}
      <ChartFigure
        title={t("insights.lead.title")}
        summary={t("insights.lead.summary", { count: booked, list: listText(locale, leadTime.map((bucket) => t("insights.lead.item", { label: leadLabel(bucket), count: count(bucket.count) }))) })}
        chart={<BarList format={count} bars={leadTime.map((bucket) => ({ label: leadLabel(bucket), value: bucket.count }))} />}
        table={
          <DataTable
            caption={t("insights.lead.caption")}
            columns={[t("insights.column.bookedAhead"), t("insights.column.bookings")]}
            rows={leadTime.map((bucket) => [leadLabel(bucket), bucket.count])}
          />
        }
      />
      <ChartFigure
        title={t("insights.heatmap.title")}
        summary={t("insights.heatmap.summary", { count: booked, zone: range.zone })}
        chart={<Heatmap grid={heatmap} />}
        table={
          <DataTable
            caption={t("insights.heatmap.title")}
            columns={[t("insights.column.weekday"), ...hours]}
            rows={heatmap.map((counts, day) => [heatmapWeekday(locale, day, "long"), ...counts])}
          />
        }
      />
      {answers.map((question) => (
        <ChartFigure
          key={question.question}
          title={t("insights.answers.title", { question: question.question })}
          summary={items(question.answers.map((answer) => ({ name: answer.answer, count: answer.count })))}
          chart={<BarList format={count} bars={question.answers.map((answer) => ({ label: answer.answer, value: answer.count }))} />}
          table={
            <DataTable
              caption={question.question}
              columns={[t("insights.column.answer"), t("insights.column.bookings")]}
              rows={question.answers.map((answer) => [answer.answer, answer.count])}
            />
          }
        />
      ))}
    </div>
  );
}
