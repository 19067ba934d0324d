import type { WebhookDelivery } from "./webhooks-api";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** A delivery's attempt count, opening onto each attempt (time, answer, duration): the failures before a success stay visible. */
export function WebhookAttempts({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempt_log.length === 0) return <>{delivery.attempts}</>;
  return (
    <details className="webhook-attempts">
      <summary>{delivery.attempts}</summary>
      <ol aria-label={`Attempts of ${delivery.event_type} delivery ${delivery.id}`}>
        {delivery.attempt_log.map((attempt, index) => (
          <li key={index} title={attempt.error ?? undefined}>
            {when(attempt.at)}: {attempt.response_status ?? "No answer"} in {attempt.duration_ms} ms
          </li>
        ))}
      </ol>
    </details>
  );
}
