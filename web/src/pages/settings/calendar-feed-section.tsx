import { useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { CopyButton } from "../../components/ui/copy-button";
import { FormField } from "../../components/ui/form-field";
import { SwitchRow } from "../../components/ui/switch-row";
import { type FeedState, createFeedLink, fetchFeedSettings, removeFeedLink, setFeedIncludesEvents } from "./calendar-feed-api";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";

/** Settings → Calendar feed: a private address any calendar app can subscribe to. */
export function CalendarFeedSection() {
  const [feed, setFeed] = useState<FeedState | null>(null);
  const { busy, error, setError, success, showSuccess, run: runAction } = useSectionAction();

  useEffect(() => {
    fetchFeedSettings().then(setFeed, (failure: unknown) => setError(messageOf(failure, UNEXPECTED_ERROR)));
  }, [setError]);

  const run = (action: () => Promise<FeedState>, done: string | null) =>
    runAction(async () => {
      setFeed(await action());
      showSuccess(done);
    });

  return (
    <SettingsSection
      title="Calendar feed"
      description="See your bookings in Google Calendar, Apple Calendar or Outlook: they subscribe to a private address and stay up to date."
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {feed && !feed.active && (
        <div className="settings-actions start">
          <button type="button" className="button primary" disabled={busy} onClick={() => void run(createFeedLink, null)}>
            Create private link
          </button>
        </div>
      )}
      {feed?.active && feed.url && (
        <div className="feed-link">
          <FormField label="Your private link">
            {({ id }) => (
              <input id={id} readOnly value={feed.url} onFocus={(event) => event.target.select()} />
            )}
          </FormField>
          <div className="settings-actions start">
            <CopyButton
              text={feed.url}
              className="button primary"
              onCopied={() => showSuccess("Link copied.")}
              onFailed={() => setError("Copying failed: select the link and copy it yourself.")}
            >
              Copy link
            </CopyButton>
          </div>
          <ul className="feed-instructions">
            <li>Google Calendar: Other calendars → + → From URL, then paste the link.</li>
            <li>Apple Calendar: File → New Calendar Subscription, then paste the link.</li>
            <li>Outlook: Add calendar → Subscribe from web, then paste the link.</li>
          </ul>
          <p className="muted">Anyone with this link sees your bookings. It is shown only now; resetting it makes a new one.</p>
        </div>
      )}
      {feed?.active && !feed.url && (
        <p className="muted">Your private link is on. For your safety it is shown only when it is made: reset it to get a new one.</p>
      )}
      {feed?.active && (
        <>
          <SwitchRow
            label="Include my own calendar events"
            checked={feed.include_events}
            disabled={busy}
            onChange={(next) => void run(async () => ({ ...(await setFeedIncludesEvents(next)), url: feed.url }), null)}
          />
          <div className="settings-actions start">
            <button type="button" className="button secondary" disabled={busy} onClick={() => void run(createFeedLink, "A new link is ready; the old one no longer works.")}>
              Reset link
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => void run(removeFeedLink, "The calendar feed is off.")}>
              Turn off
            </button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
