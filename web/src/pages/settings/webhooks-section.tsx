import { useEffect, useId, useState, type FormEvent } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";
import { WebhookEndpointItem } from "./webhook-endpoint-item";
import { DEFAULT_WEBHOOK_EVENTS, EVENT_LABELS, WEBHOOK_EVENTS } from "./webhook-events";
import { addWebhook, deleteWebhook, endpointHost, fetchWebhooks, resumeWebhook, sendTestPing, type WebhookEndpoint, type WebhookEvent } from "./webhooks-api";
import "./webhooks.css";

/** What "Send test" says about the answer it got. */
function testOutcome(host: string, delivery: { status: string; response_status: number | null; duration_ms: number | null; error: string | null }): string {
  if (delivery.status === "delivered") return `Test delivered to ${host}: ${delivery.response_status} in ${delivery.duration_ms} ms.`;
  return `The test to ${host} failed: ${delivery.error ?? "no answer."}`;
}

/** Settings → Webhooks: endpoints that receive signed POSTs about bookings, with their delivery logs. */
export function WebhooksSection() {
  const urlId = useId();
  const secretId = useId();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(DEFAULT_WEBHOOK_EVENTS);
  const [secret, setSecret] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();

  useEffect(() => {
    fetchWebhooks().then(setEndpoints, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [setError]);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((other) => (other === event ? on : current.includes(other))));

  const add = (submit: FormEvent) => {
    submit.preventDefault();
    void run(async () => {
      const { secret: created, ...endpoint } = await addWebhook(url, events);
      setEndpoints((current) => [...current, endpoint]);
      setSecret(created);
      setUrl("");
      showSuccess(`Webhook to ${endpointHost(endpoint)} added.`);
    });
  };

  const replace = (updated: WebhookEndpoint) => setEndpoints((current) => current.map((other) => (other.id === updated.id ? updated : other)));

  const test = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      const delivery = await sendTestPing(endpoint.id);
      setRefreshKey((key) => key + 1);
      if (delivery.status === "delivered") showSuccess(testOutcome(endpointHost(endpoint), delivery));
      else setError(testOutcome(endpointHost(endpoint), delivery));
    });

  const resume = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      replace(await resumeWebhook(endpoint.id));
      showSuccess(`Webhook to ${endpointHost(endpoint)} resumed.`);
    });

  const remove = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      await deleteWebhook(endpoint.id);
      setEndpoints((current) => current.filter((other) => other.id !== endpoint.id));
      setSecret(null);
      showSuccess(`Webhook to ${endpointHost(endpoint)} deleted.`);
    });

  return (
    <SettingsSection
      title="Webhooks"
      description="Hangout sends a signed POST to your endpoint when a booking is made, rescheduled or cancelled. Check each request's Hangout-Signature header with the endpoint's signing secret."
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {secret && (
        <div className="webhook-secret">
          <div className="field">
            <label htmlFor={secretId}>Signing secret</label>
            <input id={secretId} readOnly value={secret} onFocus={(focus) => focus.target.select()} />
          </div>
          <p className="muted">Copy it now: it is shown only once. Your endpoint uses it to check that a request comes from Hangout.</p>
        </div>
      )}
      {endpoints.length > 0 && (
        <ul className="webhook-list" aria-label="Your webhook endpoints">
          {endpoints.map((endpoint) => (
            <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} busy={busy} refreshKey={refreshKey} onTest={test} onResume={resume} onDelete={remove} />
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={add}>
        <div className="field">
          <label htmlFor={urlId}>Endpoint URL</label>
          <input id={urlId} type="url" required maxLength={2000} value={url} onChange={(change) => setUrl(change.target.value)} placeholder="https://example.com/hangout-webhook" />
        </div>
        <fieldset className="webhook-events">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhook-event">
              <input type="checkbox" checked={events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />
              {EVENT_LABELS[event]}
            </label>
          ))}
        </fieldset>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? "Saving..." : "Add endpoint"} submitBlocked={events.length === 0} />
      </form>
    </SettingsSection>
  );
}
