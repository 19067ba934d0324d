import type { CalendarProvider } from "../domain/calendar-providers";
import type { Env } from "../env";
import { googleClient } from "../google/google-client";
import { microsoftClient } from "../microsoft/microsoft-client";
import type { CalendarProviderClient } from "./provider-contract";

/** The provider's client, or null when the operator has not set it up. */
export function providerClient(env: Env, provider: CalendarProvider): CalendarProviderClient | null {
  switch (provider) {
    case "google":
      return googleClient(env);
    case "microsoft":
      return microsoftClient(env);
  }
}
