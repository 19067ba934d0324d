import { useEffect, useId, useState, type FormEvent } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { Alert } from "../../components/alert";
import { ActionRow } from "../../components/ui/action-row";
import { hostErrorText } from "../../i18n/host-error-text";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";
import { WebhookEndpointItem } from "./webhook-endpoint-item";
import { DEFAULT_WEBHOOK_EVENTS, EVENT_LABELS, WEBHOOK_EVENTS } from "./webhook-events";
import { addWebhook, deleteWebhook, endpointHost, fetchWebhooks, resumeWebhook, sendTestPing, type WebhookEndpoint, type WebhookEvent } from "./webhooks-api";
import "./webhooks.css";

/** What "Send test" says about the answer it got. */
function testOutcome(
  { t }: HostI18n,
  host: string,
  delivery: { status: string; response_status: number | null; duration_ms: number | null; error: string | null },
): string {
  if (delivery.status === "delivered") return t("settings.webhooks.testDelivered", { host, status: String(delivery.response_status), ms: String(delivery.duration_ms) });
  // The endpoint's own error is passed on as it came (docs/LANGUAGES.md, The host's mail).
  return delivery.error === null ? t("settings.webhooks.testNoAnswer", { host }) : t("settings.webhooks.testFailed", { host, error: delivery.error });
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
  const i18n = useHostI18n();
  const { t } = i18n;
  const hostOf = (endpoint: WebhookEndpoint) => isolateIn(i18n.dir, endpointHost(endpoint));

  useEffect(() => {
    fetchWebhooks().then(setEndpoints, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [setError, i18n]);

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((other) => (other === event ? on : current.includes(other))));

  const add = (submit: FormEvent) => {
    submit.preventDefault();
    void run(async () => {
      const { secret: created, ...endpoint } = await addWebhook(url, events);
      setEndpoints((current) => [...current, endpoint]);
      setSecret(created);
      setUrl("");
      showSuccess(t("settings.webhooks.added", { host: hostOf(endpoint) }));
    });
  };

  const replace = (updated: WebhookEndpoint) => setEndpoints((current) => current.map((other) => (other.id === updated.id ? updated : other)));

  const test = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      const delivery = await sendTestPing(endpoint.id);
      setRefreshKey((key) => key + 1);
      if (delivery.status === "delivered") showSuccess(testOutcome(i18n, hostOf(endpoint), delivery));
      else setError(testOutcome(i18n, hostOf(endpoint), delivery));
    });

  const resume = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      replace(await resumeWebhook(endpoint.id));
      showSuccess(t("settings.webhooks.resumed", { host: hostOf(endpoint) }));
    });

  const remove = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      await deleteWebhook(endpoint.id);
      setEndpoints((current) => current.filter((other) => other.id !== endpoint.id));
      setSecret(null);
      showSuccess(t("settings.webhooks.deleted", { host: hostOf(endpoint) }));
    });

  return (
    <SettingsSection title={t("settings.webhooks.title")} description={t("settings.webhooks.description")}>
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {secret && (
        <div className="webhook-secret">
          <div className="field">
            <label htmlFor={secretId}>{t("settings.webhooks.secret")}</label>
            <input id={secretId} readOnly value={secret} onFocus={(focus) => focus.target.select()} />
          </div>
          <p className="muted">{t("settings.webhooks.secretOnce")}</p>
        </div>
      )}
      {endpoints.length > 0 && (
        <ul className="webhook-list" aria-label={t("settings.webhooks.list")}>
          {endpoints.map((endpoint) => (
            <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} busy={busy} refreshKey={refreshKey} onTest={test} onResume={resume} onDelete={remove} />
          ))}
        </ul>
      )}
      <form className="settings-form" onSubmit={add}>
        <div className="field">
          <label htmlFor={urlId}>{t("settings.webhooks.url")}</label>
          <input id={urlId} type="url" required maxLength={2000} value={url} onChange={(change) => setUrl(change.target.value)} placeholder="https://example.com/hangout-webhook" />
        </div>
        <fieldset className="webhook-events">
          <legend>{t("settings.webhooks.events")}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhook-event">
              <input type="checkbox" checked={events.includes(event)} onChange={(change) => toggle(event, change.target.checked)} />
              {t(EVENT_LABELS[event])}
            </label>
          ))}
        </fieldset>
        <ActionRow className="settings-actions" busy={busy} submitLabel={busy ? t("settings.saving") : t("settings.webhooks.add")} submitBlocked={events.length === 0} />
      </form>
    </SettingsSection>
  );
}
