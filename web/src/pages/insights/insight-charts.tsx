import { BarList } from "./bar-list";
import { ChartFigure, DataTable } from "./chart-figure";
import { Heatmap } from "./heatmap";
import { CATEGORY_LABELS, LEAD_TIME_LABELS, WEEKDAYS } from "./insight-labels";
import type { Insights } from "./insights-api";
import { StackedBars } from "./stacked-bars";

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);

/** Every chart of the page, each with its table. */
export function InsightCharts({ figures }: { figures: Insights }) {
  const { over_time: overTime, by_type: byType, by_host: byHost, lead_time: leadTime, heatmap, answers, range } = figures;
  const bucketName = range.bucket === "week" ? "Week of" : "Day";
  const roundRobin = byHost.filter((host) => host.round_robin !== null);
  const booked = figures.totals.current.booked;
  return (
    <div className="insight-charts">
      <ChartFigure
        title={range.bucket === "week" ? "Bookings per week" : "Bookings per day"}
        summary={`${overTime.length} ${range.bucket === "week" ? "weeks" : "days"}, stacked by completed, upcoming, no-show, cancelled and pending.`}
        chart={<StackedBars buckets={overTime} />}
        table={
          <DataTable
            caption="Bookings over time"
            columns={[bucketName, ...CATEGORY_LABELS.map((category) => category.label)]}
            rows={overTime.map((bucket) => [bucket.start, ...CATEGORY_LABELS.map((category) => bucket[category.key])])}
          />
        }
      />
      <ChartFigure
        title="By booking type"
        summary={byType.length === 0 ? "No bookings." : byType.map((type) => `${type.title}: ${type.booked}`).join(", ")}
        chart={<BarList bars={byType.map((type) => ({ label: type.title, value: type.booked }))} />}
        table={<DataTable caption="By booking type" columns={["Booking type", "Booked", "Cancelled", "No-shows"]} rows={byType.map((type) => [type.title, type.booked, type.cancelled, type.no_show])} />}
      />
      <ChartFigure
        title="By host"
        summary={byHost.length === 0 ? "No bookings." : byHost.map((host) => `${host.username}: ${host.booked}`).join(", ")}
        chart={<BarList bars={byHost.map((host) => ({ label: host.username, value: host.booked }))} />}
        table={
          <DataTable
            caption="By host"
            columns={["Host", "Booked", "Completed", "Cancelled", "No-shows"]}
            rows={byHost.map((host) => [host.username, host.booked, host.completed, host.cancelled, host.no_show])}
          />
        }
      />
      {roundRobin.length > 0 && (
        <ChartFigure
          title="Round-robin: each host's share against their weight"
          summary={roundRobin.map((host) => `${host.username}: ${percent(host.round_robin?.share ?? 0)} of a target ${percent(host.round_robin?.target_share ?? 0)}`).join(", ")}
          chart={<BarList format={percent} bars={roundRobin.map((host) => ({ label: host.username, value: host.round_robin?.share ?? 0, target: host.round_robin?.target_share ?? 0 }))} />}
          table={
            <DataTable
              caption="Round-robin shares"
              columns={["Host", "Held", "Share", "Target share"]}
              rows={roundRobin.map((host) => [host.username, host.round_robin?.held ?? 0, percent(host.round_robin?.share ?? 0), percent(host.round_robin?.target_share ?? 0)])}
            />
          }
        />
      )}
      <ChartFigure
        title="How far ahead people book"
        summary={`${booked} bookings: ${leadTime.map((bucket) => `${LEAD_TIME_LABELS[bucket.bucket]} ${bucket.count}`).join(", ")}.`}
        chart={<BarList bars={leadTime.map((bucket) => ({ label: LEAD_TIME_LABELS[bucket.bucket], value: bucket.count }))} />}
        table={<DataTable caption="Lead time" columns={["Booked ahead", "Bookings"]} rows={leadTime.map((bucket) => [LEAD_TIME_LABELS[bucket.bucket], bucket.count])} />}
      />
      <ChartFigure
        title="Booked starts by weekday and hour"
        summary={`${booked} booked starts over the week's days and hours, in ${range.zone}.`}
        chart={<Heatmap grid={heatmap} />}
        table={<DataTable caption="Booked starts by weekday and hour" columns={["Weekday", ...HOURS]} rows={heatmap.map((hours, day) => [WEEKDAYS[day] ?? "", ...hours])} />}
      />
      {answers.map((question) => (
        <ChartFigure
          key={question.question}
          title={`Answers: ${question.question}`}
          summary={question.answers.map((answer) => `${answer.answer}: ${answer.count}`).join(", ")}
          chart={<BarList bars={question.answers.map((answer) => ({ label: answer.answer, value: answer.count }))} />}
          table={<DataTable caption={question.question} columns={["Answer", "Bookings"]} rows={question.answers.map((answer) => [answer.answer, answer.count])} />}
        />
      ))}
    </div>
  );
}
