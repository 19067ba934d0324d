import type { CalendarProvider } from "../../../../worker/domain/calendar-providers";
import type { HostMessageKey } from "../../i18n/host-message-keys";

/** How each provider is named on its button and its accounts (docs/CALENDAR-PROVIDERS.md), in the host's language. */
export const PROVIDER_LABELS: Readonly<Record<CalendarProvider, { name: HostMessageKey; connect: HostMessageKey }>> = {
  google: { name: "settings.providers.google", connect: "settings.providers.connectGoogle" },
  microsoft: { name: "settings.providers.microsoft", connect: "settings.providers.connectMicrosoft" },
};

/** The providers offered, in this order; a provider joins here once its worker half exists. */
export const OFFERED_PROVIDERS: readonly CalendarProvider[] = ["google", "microsoft"];
