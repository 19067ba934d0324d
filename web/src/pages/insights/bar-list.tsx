export interface Bar {
  label: string;
  value: number;
  /** Where the bar should reach (a round-robin host's target), on the same scale; drawn as a mark. */
  target?: number;
}

const WIDTH = 720;
const ROW = 28;
const LABEL = 200;

/** Horizontal bars with their values, in plain SVG; an optional target mark per bar. */
export function BarList({ bars, format }: { bars: readonly Bar[]; format: (value: number) => string }) {
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.target ?? 0)));
  const scale = (value: number) => (value / max) * (WIDTH - LABEL - 60);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${Math.max(1, bars.length) * ROW}`} className="insight-svg" aria-hidden="true" focusable="false">
      {bars.map((bar, index) => (
        <g key={`${bar.label}-${index}`} transform={`translate(0 ${index * ROW})`}>
          <text x={LABEL - 8} y={ROW / 2 + 4} textAnchor="end" className="insight-label">
            {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
          </text>
          <rect x={LABEL} y={5} width={scale(bar.value)} height={ROW - 10} className="insight-series-bar" />
          {bar.target !== undefined && <line x1={LABEL + scale(bar.target)} x2={LABEL + scale(bar.target)} y1={2} y2={ROW - 2} className="insight-target" />}
          <text x={LABEL + scale(bar.value) + 6} y={ROW / 2 + 4} className="insight-label">
            {format(bar.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}
