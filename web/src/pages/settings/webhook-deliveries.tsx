import { useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { WebhookAttempts } from "./webhook-attempts";
import { fetchDeliveries, redeliver, type WebhookDelivery, type WebhookEndpoint } from "./webhooks-api";

const STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Retrying",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

function statusText(delivery: WebhookDelivery): string {
  if (delivery.status === "pending" && delivery.attempts === 0) return "Waiting";
  if (delivery.status === "pending" && delivery.next_attempt_at) return `Retrying ${when(delivery.next_attempt_at)}`;
  return STATUS_LABELS[delivery.status];
}

/** An endpoint's last 50 deliveries, newest first, each with its latest attempt, every attempt on demand, and "Redeliver". */
export function WebhookDeliveries({ endpoint, refreshKey }: { endpoint: WebhookEndpoint; refreshKey: number }) {
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    fetchDeliveries(endpoint.id).then(setDeliveries, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [endpoint.id, refreshKey]);

  const again = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    setError(null);
    try {
      const updated = await redeliver(endpoint.id, delivery.id);
      setDeliveries((current) => current && current.map((other) => (other.id === updated.id ? updated : other)));
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    } finally {
      setBusy(null);
    }
  };

  if (error) return <Alert>{error}</Alert>;
  if (!deliveries) return <p className="muted">Loading deliveries...</p>;
  if (deliveries.length === 0) return <p className="muted">No deliveries yet.</p>;
  return (
    <div className="webhook-log">
      <table aria-label={`Deliveries to ${endpoint.url}`}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Response</th>
            <th scope="col">Duration</th>
            <th scope="col">Attempts</th>
            <th scope="col">Time</th>
            <th scope="col" aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{delivery.event_type}</td>
              <td title={delivery.error ?? undefined}>{statusText(delivery)}</td>
              <td>{delivery.response_status ?? (delivery.error ? "No answer" : "—")}</td>
              <td>{delivery.duration_ms === null ? "—" : `${delivery.duration_ms} ms`}</td>
              <td>
                <WebhookAttempts delivery={delivery} />
              </td>
              <td>{when(delivery.last_attempt_at ?? delivery.created_at)}</td>
              <td>
                <button type="button" className="button secondary small" disabled={busy !== null || delivery.status === "sending"} onClick={() => void again(delivery)}>
                  {busy === delivery.id ? "Sending..." : "Redeliver"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
