import { useState } from "react";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { WebhookDeliveries } from "./webhook-deliveries";
import { EVENT_LABELS } from "./webhook-events";
import { endpointHost, pausedNotice, type WebhookEndpoint } from "./webhooks-api";

interface WebhookEndpointItemProps {
  endpoint: WebhookEndpoint;
  busy: boolean;
  /** Bumped after "Send test", so an open log shows the new delivery. */
  refreshKey: number;
  onTest(endpoint: WebhookEndpoint): void;
  onResume(endpoint: WebhookEndpoint): void;
  onDelete(endpoint: WebhookEndpoint): void;
}

/** One endpoint: where it is, what it receives, its state, its actions and its delivery log. */
export function WebhookEndpointItem({ endpoint, busy, refreshKey, onTest, onResume, onDelete }: WebhookEndpointItemProps) {
  const i18n = useHostI18n();
  const { t } = i18n;
  const [logOpen, setLogOpen] = useState(false);
  const host = endpointHost(endpoint);
  return (
    <li className="webhook-endpoint">
      <div className="webhook-endpoint-head">
        <div>
          <strong className="webhook-url">{endpoint.url}</strong>
          <div className="muted">{endpoint.events.map((event) => t(EVENT_LABELS[event])).join(" · ")}</div>
        </div>
        <div className="webhook-actions">
          <button type="button" className="button secondary small" disabled={busy} aria-label={t("settings.webhooks.testNamed", { host })} onClick={() => onTest(endpoint)}>
            {t("settings.webhooks.test")}
          </button>
          <button type="button" className="button secondary small" aria-expanded={logOpen} aria-label={t("settings.webhooks.logNamed", { host })} onClick={() => setLogOpen(!logOpen)}>
            {t("settings.webhooks.log")}
          </button>
          <button type="button" className="button danger small" disabled={busy} aria-label={t("settings.webhooks.deleteNamed", { host })} onClick={() => onDelete(endpoint)}>
            {t("app.delete")}
          </button>
        </div>
      </div>
      {endpoint.status === "paused" && (
        <div className="webhook-paused" role="alert">
          <p>
            {pausedNotice(i18n, endpoint)} {t("settings.webhooks.pausedKept")}
          </p>
          <button type="button" className="button primary small" disabled={busy} aria-label={t("settings.webhooks.resumeNamed", { host })} onClick={() => onResume(endpoint)}>
            {t("settings.webhooks.resume")}
          </button>
        </div>
      )}
      {logOpen && <WebhookDeliveries endpoint={endpoint} refreshKey={refreshKey} />}
    </li>
  );
}
