import { useHostI18n } from "../../i18n/host-i18n-context";
import { axisHour, heatmapWeekday } from "./insight-format";

const CELL = 26;
const LEFT = 40;
const TOP = 18;

/** Booked starts by weekday (Monday first) and hour, in plain SVG: the darker, the more. */
export function Heatmap({ grid }: { grid: readonly (readonly number[])[] }) {
  const { locale } = useHostI18n();
  const max = Math.max(1, ...grid.flat());
  return (
    <svg viewBox={`0 0 ${LEFT + 24 * CELL} ${TOP + 7 * CELL}`} className="insight-svg" aria-hidden="true" focusable="false">
      {Array.from({ length: 24 }, (_, hour) =>
        hour % 3 === 0 ? (
          <text key={hour} x={LEFT + hour * CELL + CELL / 2} y={12} textAnchor="middle" className="insight-label">
            {axisHour(locale, hour)}
          </text>
        ) : null,
      )}
      {grid.map((hours, day) => (
        <g key={day} transform={`translate(0 ${TOP + day * CELL})`}>
          <text x={LEFT - 6} y={CELL / 2 + 4} textAnchor="end" className="insight-label">
            {heatmapWeekday(locale, day, "short")}
          </text>
          {hours.map((count, hour) => (
            <rect
              key={hour}
              x={LEFT + hour * CELL + 1}
              y={1}
              width={CELL - 2}
              height={CELL - 2}
              rx={3}
              className={count === 0 ? "insight-cell-empty" : "insight-series-bar"}
              fillOpacity={count === 0 ? 1 : 0.2 + 0.8 * (count / max)}
            />
          ))}
        </g>
      ))}
    </svg>
  );
}
