import type { HostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { countText } from "./insight-format";
import type { Insights } from "./insights-api";

/* What the Insights screen, its tables and its CSV call each figure (the host catalogue's insights.* keys). */

type Totals = Insights["totals"]["current"];

/** A total: a count, or seats filled of the seats offered. */
export type TotalValue = number | { filled: number; capacity: number };

/** The totals as rows: what each counts, and how it is read from the figures. */
export const TOTAL_ROWS: { key: string; label: HostMessageKey; value: (totals: Totals) => TotalValue }[] = [
  { key: "booked", label: "insights.total.booked", value: (t) => t.booked },
  { key: "completed", label: "insights.total.completed", value: (t) => t.completed },
  { key: "cancelled", label: "insights.total.cancelled", value: (t) => t.cancelled },
  { key: "cancelled_by_booker", label: "insights.total.cancelledByBooker", value: (t) => t.cancelled_by_booker },
  { key: "cancelled_by_host", label: "insights.total.cancelledByHost", value: (t) => t.cancelled_by_host },
  { key: "rescheduled", label: "insights.total.rescheduled", value: (t) => t.rescheduled },
  { key: "no_show_booker", label: "insights.total.noShowBooker", value: (t) => t.no_show_booker },
  { key: "no_show_host", label: "insights.total.noShowHost", value: (t) => t.no_show_host },
  { key: "pending", label: "insights.total.pending", value: (t) => t.pending },
  { key: "seats", label: "insights.total.seats", value: (t) => (t.seats_capacity === 0 ? t.seats_filled : { filled: t.seats_filled, capacity: t.seats_capacity }) },
];

/** A total as the screen writes it: "3", "3 of 10". */
export const totalText = ({ t, locale }: Pick<HostI18n, "t" | "locale">, value: TotalValue): string =>
  typeof value === "number" ? countText(locale, value) : t("insights.seatsOf", { filled: countText(locale, value.filled), capacity: countText(locale, value.capacity) });

export const CATEGORY_LABELS = [
  { key: "completed", label: "insights.category.completed" },
  { key: "upcoming", label: "insights.category.upcoming" },
  { key: "no_show", label: "insights.category.noShow" },
  { key: "cancelled", label: "insights.category.cancelled" },
  { key: "pending", label: "insights.category.pending" },
] as const satisfies readonly { key: string; label: HostMessageKey }[];

export const LEAD_TIME_LABELS: Record<Insights["lead_time"][number]["bucket"], HostMessageKey> = {
  under_1h: "insights.lead.under1h",
  "1h_1d": "insights.lead.1h1d",
  "1d_3d": "insights.lead.1d3d",
  "3d_7d": "insights.lead.3d7d",
  "7d_14d": "insights.lead.7d14d",
  "14d_30d": "insights.lead.14d30d",
  over_30d: "insights.lead.over30d",
};
