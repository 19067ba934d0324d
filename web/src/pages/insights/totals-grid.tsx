import { useHostI18n } from "../../i18n/host-i18n-context";
import { changeText } from "./insight-format";
import { TOTAL_ROWS, totalText } from "./insight-labels";
import type { Insights } from "./insights-api";

/** The headline figures, each with its change against the period before ("+3 (+25%)", "no change"). */
export function TotalsGrid({ totals }: { totals: Insights["totals"] }) {
  const i18n = useHostI18n();
  const { t, locale } = i18n;
  return (
    <dl className="insight-totals">
      {TOTAL_ROWS.map((row) => {
        const now = row.value(totals.current);
        const before = row.value(totals.previous);
        return (
          <div key={row.key} className="insight-total" data-total={row.key}>
            <dt>{t(row.label)}</dt>
            <dd>
              <span className="insight-total-value">{totalText(i18n, now)}</span>
              {typeof now === "number" && typeof before === "number" && (
                <span className="insight-total-change muted">{t("insights.vsBefore", { change: now === before ? t("insights.noChange") : changeText(locale, now, before) })}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
