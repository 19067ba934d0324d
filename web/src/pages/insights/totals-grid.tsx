import { TOTAL_ROWS } from "./insight-labels";
import type { Insights } from "./insights-api";

/** "+3 (+25%)" against the period before; "no change"; a percentage only where the period before had any. */
function change(now: number, before: number): string {
  const difference = now - before;
  if (difference === 0) return "no change";
  const sign = difference > 0 ? "+" : "−";
  const percent = before === 0 ? "" : ` (${sign}${Math.round((Math.abs(difference) / before) * 100)}%)`;
  return `${sign}${Math.abs(difference)}${percent}`;
}

/** The headline figures, each with its change against the period before. */
export function TotalsGrid({ totals }: { totals: Insights["totals"] }) {
  return (
    <dl className="insight-totals">
      {TOTAL_ROWS.map((row) => {
        const now = row.value(totals.current);
        const before = row.value(totals.previous);
        return (
          <div key={row.key} className="insight-total" data-total={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className="insight-total-value">{now}</span>
              {typeof now === "number" && typeof before === "number" && <span className="insight-total-change muted">{change(now, before)} vs. before</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
