import type { CalendarProvider } from "../../../../worker/domain/calendar-providers";

/** How each provider is named on its button and its accounts (docs/CALENDAR-PROVIDERS.md). */
export const PROVIDER_LABELS: Readonly<Record<CalendarProvider, { name: string; connect: string }>> = {
  google: { name: "Google Calendar", connect: "Connect Google Calendar" },
  microsoft: { name: "Outlook / Microsoft 365", connect: "Connect Outlook / Microsoft 365" },
};

/** The providers offered, in this order; a provider joins here once its worker half exists. */
export const OFFERED_PROVIDERS: readonly CalendarProvider[] = ["google", "microsoft"];
