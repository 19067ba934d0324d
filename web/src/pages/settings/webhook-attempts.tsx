import { useHostI18n } from "../../i18n/host-i18n-context";
import { deliveryTime } from "./webhook-time";
import type { WebhookDelivery } from "./webhooks-api";

/** A delivery's attempt count, opening onto each attempt (time, answer, duration): the failures before a success stay visible. */
export function WebhookAttempts({ delivery }: { delivery: WebhookDelivery }) {
  const { t, locale } = useHostI18n();
  if (delivery.attempt_log.length === 0) return <>{delivery.attempts}</>;
  return (
    <details className="webhook-attempts">
      <summary>{delivery.attempts}</summary>
      <ol aria-label={t("settings.webhooks.attemptsOf", { event: delivery.event_type, id: String(delivery.id) })}>
        {delivery.attempt_log.map((attempt, index) => (
          <li key={index} title={attempt.error ?? undefined}>
            {t("settings.webhooks.attempt", {
              time: deliveryTime(locale, attempt.at),
              answer: attempt.response_status === null ? t("settings.webhooks.noAnswer") : String(attempt.response_status),
              ms: String(attempt.duration_ms),
            })}
          </li>
        ))}
      </ol>
    </details>
  );
}
