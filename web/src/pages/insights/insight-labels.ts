import type { Insights } from "./insights-api";

/* What the Insights screen, its tables and its CSV call each figure. */

type Totals = Insights["totals"]["current"];

/** The totals as rows: what each counts, and how it is read from the figures. */
export const TOTAL_ROWS: { key: string; label: string; value: (totals: Totals) => number | string }[] = [
  { key: "booked", label: "Booked", value: (t) => t.booked },
  { key: "completed", label: "Completed", value: (t) => t.completed },
  { key: "cancelled", label: "Cancelled", value: (t) => t.cancelled },
  { key: "cancelled_by_booker", label: "Cancelled by the booker", value: (t) => t.cancelled_by_booker },
  { key: "cancelled_by_host", label: "Cancelled by a host", value: (t) => t.cancelled_by_host },
  { key: "rescheduled", label: "Rescheduled", value: (t) => t.rescheduled },
  { key: "no_show_booker", label: "Booker no-shows", value: (t) => t.no_show_booker },
  { key: "no_show_host", label: "Host no-shows", value: (t) => t.no_show_host },
  { key: "pending", label: "Pending approvals", value: (t) => t.pending },
  { key: "seats", label: "Seats filled", value: (t) => (t.seats_capacity === 0 ? t.seats_filled : `${t.seats_filled} of ${t.seats_capacity}`) },
];

export const CATEGORY_LABELS = [
  { key: "completed", label: "Completed" },
  { key: "upcoming", label: "Upcoming" },
  { key: "no_show", label: "No-show" },
  { key: "cancelled", label: "Cancelled" },
  { key: "pending", label: "Pending" },
] as const;

export const LEAD_TIME_LABELS: Record<Insights["lead_time"][number]["bucket"], string> = {
  under_1h: "Under an hour",
  "1h_1d": "1 hour – 1 day",
  "1d_3d": "1–3 days",
  "3d_7d": "3–7 days",
  "7d_14d": "1–2 weeks",
  "14d_30d": "2 weeks – 30 days",
  over_30d: "Over 30 days",
};

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
