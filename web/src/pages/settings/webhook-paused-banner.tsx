import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { fetchWebhooks, pausedNotice, type WebhookEndpoint } from "./webhooks-api";

/**
 * Above every screen of the app: webhook endpoints Hangout paused after 20 failed deliveries in a
 * row, so a stopped integration never goes unnoticed. Settings shows them itself.
 */
export function WebhookPausedBanner() {
  const onSettings = useLocation().pathname.startsWith("/settings");
  const [paused, setPaused] = useState<WebhookEndpoint[]>([]);

  // Read again on leaving Settings, where the host may just have fixed what the banner is about.
  useEffect(() => {
    if (onSettings) return;
    // A banner that cannot load stays away; the screen below says what matters.
    fetchWebhooks().then((endpoints) => setPaused(endpoints.filter((endpoint) => endpoint.status === "paused")), () => setPaused([]));
  }, [onSettings]);

  if (paused.length === 0 || onSettings) return null;
  return (
    <div className="alert alert-error sync-banner" role="alert">
      {paused.map((endpoint) => (
        <p key={endpoint.id}>{pausedNotice(endpoint)}</p>
      ))}
      <Link to="/settings">Check your webhooks</Link>
    </div>
  );
}
