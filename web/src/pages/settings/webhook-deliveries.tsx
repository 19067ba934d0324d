import { useEffect, useState } from "react";
import { Alert } from "../../components/alert";
import { hostErrorText } from "../../i18n/host-error-text";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { WebhookAttempts } from "./webhook-attempts";
import { deliveryTime } from "./webhook-time";
import { fetchDeliveries, redeliver, type WebhookDelivery, type WebhookEndpoint } from "./webhooks-api";

const STATUS_LABELS: Record<WebhookDelivery["status"], HostMessageKey> = {
  pending: "settings.webhooks.status.retrying",
  sending: "settings.webhooks.status.sending",
  delivered: "settings.webhooks.status.delivered",
  failed: "settings.webhooks.status.failed",
};

function statusText({ t, locale }: HostI18n, delivery: WebhookDelivery): string {
  if (delivery.status === "pending" && delivery.attempts === 0) return t("settings.webhooks.status.waiting");
  if (delivery.status === "pending" && delivery.next_attempt_at) return t("settings.webhooks.status.retryingAt", { time: deliveryTime(locale, delivery.next_attempt_at) });
  return t(STATUS_LABELS[delivery.status]);
}

/** An endpoint's last 50 deliveries, newest first, each with its latest attempt, every attempt on demand, and "Redeliver". */
export function WebhookDeliveries({ endpoint, refreshKey }: { endpoint: WebhookEndpoint; refreshKey: number }) {
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const i18n = useHostI18n();
  const { t, locale } = i18n;

  useEffect(() => {
    fetchDeliveries(endpoint.id).then(setDeliveries, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [endpoint.id, refreshKey, i18n]);

  const again = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    setError(null);
    try {
      const updated = await redeliver(endpoint.id, delivery.id);
      setDeliveries((current) => current && current.map((other) => (other.id === updated.id ? updated : other)));
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(null);
    }
  };

  if (error) return <Alert>{error}</Alert>;
  if (!deliveries) return <p className="muted">{t("settings.webhooks.loading")}</p>;
  if (deliveries.length === 0) return <p className="muted">{t("settings.webhooks.none")}</p>;
  return (
    <div className="webhook-log">
      <table aria-label={t("settings.webhooks.deliveriesTo", { url: endpoint.url })}>
        <thead>
          <tr>
            <th scope="col">{t("settings.webhooks.column.event")}</th>
            <th scope="col">{t("settings.webhooks.column.status")}</th>
            <th scope="col">{t("settings.webhooks.column.response")}</th>
            <th scope="col">{t("settings.webhooks.column.duration")}</th>
            <th scope="col">{t("settings.webhooks.column.attempts")}</th>
            <th scope="col">{t("settings.webhooks.column.time")}</th>
            <th scope="col" aria-label={t("settings.webhooks.column.actions")} />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{delivery.event_type}</td>
              <td title={delivery.error ?? undefined}>{statusText(i18n, delivery)}</td>
              <td>{delivery.response_status ?? (delivery.error ? t("settings.webhooks.noAnswer") : "—")}</td>
              <td>{delivery.duration_ms === null ? "—" : t("settings.webhooks.ms", { ms: String(delivery.duration_ms) })}</td>
              <td>
                <WebhookAttempts delivery={delivery} />
              </td>
              <td>{deliveryTime(locale, delivery.last_attempt_at ?? delivery.created_at)}</td>
              <td>
                <button type="button" className="button secondary small" disabled={busy !== null || delivery.status === "sending"} onClick={() => void again(delivery)}>
                  {busy === delivery.id ? t("settings.webhooks.sending") : t("settings.webhooks.redeliver")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
