import { fetchWebhooks, pausedNotice } from "../pages/settings/webhooks-api";
import { type AttentionNotice, SettingsAttentionBanner } from "./settings-attention-banner";

const loadPausedEndpoints = async (): Promise<AttentionNotice[]> =>
  (await fetchWebhooks())
    .filter((endpoint) => endpoint.status === "paused")
    .map((endpoint) => ({ key: endpoint.id, text: (i18n) => pausedNotice(i18n, endpoint) }));

/** Webhook endpoints Hangout paused after 20 failed deliveries in a row, so a stopped integration never goes unnoticed. */
export function WebhookPausedBanner() {
  return <SettingsAttentionBanner load={loadPausedEndpoints} linkText="app.banner.checkWebhooks" />;
}
