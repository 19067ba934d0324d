import { useHostI18n } from "../../i18n/host-i18n-context";
import { axisDay, countText } from "./insight-format";
import { CATEGORY_LABELS } from "./insight-labels";
import type { Insights } from "./insights-api";

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 28;
const BOTTOM = 24;

/** Bookings per day or week, stacked by final state, in plain SVG (its colours are the theme's, light or dark). */
export function StackedBars({ buckets }: { buckets: Insights["over_time"] }) {
  const { t, locale } = useHostI18n();
  const totals = buckets.map((bucket) => CATEGORY_LABELS.reduce((sum, category) => sum + bucket[category.key], 0));
  const max = Math.max(1, ...totals);
  const slot = (WIDTH - AXIS) / Math.max(1, buckets.length);
  const barWidth = Math.max(1, slot * 0.8);
  const plotHeight = HEIGHT - BOTTOM;
  const labelEvery = Math.ceil(buckets.length / 8);
  return (
    <>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="insight-svg" aria-hidden="true" focusable="false">
        <line x1={AXIS} y1={plotHeight} x2={WIDTH} y2={plotHeight} className="insight-axis" />
        <text x={AXIS - 4} y={10} textAnchor="end" className="insight-label">
          {countText(locale, max)}
        </text>
        <text x={AXIS - 4} y={plotHeight} textAnchor="end" className="insight-label">
          {countText(locale, 0)}
        </text>
        {buckets.map((bucket, index) => {
          let top = plotHeight;
          const x = AXIS + index * slot + (slot - barWidth) / 2;
          return (
            <g key={bucket.start}>
              {CATEGORY_LABELS.map((category) => {
                const height = (bucket[category.key] / max) * (plotHeight - 8);
                top -= height;
                return height > 0 ? <rect key={category.key} x={x} y={top} width={barWidth} height={height} className={`insight-series-${category.key}`} /> : null;
              })}
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="insight-label">
                  {axisDay(locale, bucket.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="insight-legend" aria-hidden="true">
        {CATEGORY_LABELS.map((category) => (
          <li key={category.key}>
            <span className={`insight-swatch insight-series-${category.key}`} />
            {t(category.label)}
          </li>
        ))}
      </ul>
    </>
  );
}
