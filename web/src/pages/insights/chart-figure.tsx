import { type ReactNode, useId, useState } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { countText } from "./insight-format";

interface ChartFigureProps {
  title: string;
  /** One sentence a screen reader hears for the picture; the table holds every figure. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart with its title, and a switch to the same figures as a table (for screen readers and copying). */
export function ChartFigure({ title, summary, chart, table }: ChartFigureProps) {
  const { t } = useHostI18n();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <figure className="insight-figure" aria-labelledby={titleId}>
      <div className="insight-figure-header">
        <h2 id={titleId} className="insight-figure-title">
          {title}
        </h2>
        <button type="button" className="button secondary small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t("insights.showChart") : t("insights.showTable")}
        </button>
      </div>
      {asTable ? (
        table
      ) : (
        <div role="img" aria-label={t("insights.chartLabel", { title, summary })} className="insight-chart">
          {chart}
        </div>
      )}
    </figure>
  );
}

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** A chart's figures as a plain table: the first column names the row. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const { locale } = useHostI18n();
  const cellText = (cell: string | number) => (typeof cell === "number" ? countText(locale, cell) : cell);
  return (
    <div className="table-wrapper">
      <table className="table insight-table">
        <caption className="insight-caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cellText(cell)}
                  </th>
                ) : (
                  <td key={cellIndex}>{cellText(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
