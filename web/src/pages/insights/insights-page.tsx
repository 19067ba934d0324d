import { useEffect, useMemo, useState } from "react";
import { Alert } from "../../components/alert";
import { LoadingScreen } from "../../components/loading-screen";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { browserTimeZone, todayIn } from "../../lib/zoned-time";
import { InsightCharts } from "./insight-charts";
import { TotalsGrid } from "./totals-grid";
import { type RangePreset, RANGE_PRESETS, presetLabel, presetRange } from "./date-ranges";
import { rangeText } from "./insight-format";
import { type Insights, fetchInsights } from "./insights-api";
import { insightsCsv } from "./insights-csv";
import { scopeOptions } from "./scope-options";
import "./insights.css";

/** The figures' file, saved by the browser. */
function saveCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Insights (docs/INSIGHTS.md): how the host's (or a team's) bookings are going, counted by their start
 * in the host's zone (the browser's, as on Bookings), with every chart also a table and the whole page a CSV.
 */
export default function InsightsPage() {
  const i18n = useHostI18n();
  const { t, locale } = i18n;
  const zone = browserTimeZone();
  const today = todayIn(zone);
  const [preset, setPreset] = useState<RangePreset>("30");
  const [custom, setCustom] = useState(() => presetRange("30", today));
  const [scope, setScope] = useState("me");
  const [figures, setFigures] = useState<Insights | null>(null);
  const [error, setError] = useState<string | null>(null);
  const range = preset === "custom" ? custom : presetRange(preset, today);

  useEffect(() => {
    const controller = new AbortController();
    fetchInsights({ from: range.from, to: range.to, zone, scope }, controller.signal)
      .then((answer) => {
        setFigures(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(hostErrorText(i18n, failure, "app.unexpectedError"));
      });
    return () => controller.abort();
  }, [range.from, range.to, zone, scope, i18n]);

  const options = useMemo(() => scopeOptions(i18n, figures?.scopes ?? null), [i18n, figures]);
  const scopeLabel = options.find((option) => option.value === scope)?.label ?? scope;

  return (
    <section className="page insights-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">{t("insights.title")}</h1>
          <p className="muted">{t("insights.intro", { zone })}</p>
        </div>
        <button type="button" className="button secondary" disabled={!figures} onClick={() => figures && saveCsv(insightsCsv(i18n, figures, scopeLabel), `insights-${figures.range.from}-${figures.range.to}.csv`)}>
          {t("insights.export")}
        </button>
      </div>
      <form className="insights-controls" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t("insights.range")}
          <select value={preset} onChange={(event) => setPreset(event.target.value as RangePreset)}>
            {RANGE_PRESETS.map((option) => (
              <option key={option} value={option}>
                {presetLabel(i18n, option)}
              </option>
            ))}
          </select>
        </label>
        {preset === "custom" && (
          <>
            <label>
              {t("insights.from")}
              <input type="date" value={custom.from} max={custom.to} required onChange={(event) => event.target.value && setCustom({ ...custom, from: event.target.value })} />
            </label>
            <label>
              {t("insights.to")}
              <input type="date" value={custom.to} min={custom.from} required onChange={(event) => event.target.value && setCustom({ ...custom, to: event.target.value })} />
            </label>
          </>
        )}
        <label>
          {t("insights.scope")}
          <select value={scope} onChange={(event) => setScope(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {error && <Alert>{error}</Alert>}
      {!figures && !error && <LoadingScreen />}
      {figures && (
        <div aria-live="polite" aria-busy={false}>
          <p className="muted insights-range">
            {t("insights.compared", {
              range: rangeText(locale, figures.range.from, figures.range.to),
              days: figures.range.days,
              previous: rangeText(locale, figures.range.previous.from, figures.range.previous.to),
            })}
          </p>
          <TotalsGrid totals={figures.totals} />
          <InsightCharts figures={figures} />
        </div>
      )}
    </section>
  );
}
