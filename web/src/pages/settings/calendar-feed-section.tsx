import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { useEffect, useState } from "react";
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
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchFeedSettings().then(setFeed, (failure: unknown) => setError(hostErrorText(i18n, failure, "app.unexpectedError")));
  }, [setError, i18n]);

  const run = (action: () => Promise<FeedState>, done: string | null) =>
    runAction(async () => {
      setFeed(await action());
      showSuccess(done);
    });

  return (
    <SettingsSection
      title={t("settings.feed.title")}
      description={t("settings.feed.description")}
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {feed && !feed.active && (
        <div className="settings-actions start">
          <button type="button" className="button primary" disabled={busy} onClick={() => void run(createFeedLink, null)}>
            {t("settings.feed.create")}
          </button>
        </div>
      )}
      {feed?.active && feed.url && (
        <div className="feed-link">
          <FormField label={t("settings.feed.link")}>
            {({ id }) => (
              <input id={id} readOnly value={feed.url} onFocus={(event) => event.target.select()} />
            )}
          </FormField>
          <div className="settings-actions start">
            <CopyButton
              text={feed.url}
              className="button primary"
              onCopied={() => showSuccess(t("settings.feed.copied"))}
              onFailed={() => setError(t("settings.feed.copyFailed"))}
            >
              {t("settings.feed.copy")}
            </CopyButton>
          </div>
          <ul className="feed-instructions">
            <li>{t("settings.feed.google")}</li>
            <li>{t("settings.feed.apple")}</li>
            <li>{t("settings.feed.outlook")}</li>
          </ul>
          <p className="muted">{t("settings.feed.warning")}</p>
        </div>
      )}
      {feed?.active && !feed.url && (
        <p className="muted">{t("settings.feed.hidden")}</p>
      )}
      {feed?.active && (
        <>
          <SwitchRow
            label={t("settings.feed.includeEvents")}
            checked={feed.include_events}
            disabled={busy}
            onChange={(next) => void run(async () => ({ ...(await setFeedIncludesEvents(next)), url: feed.url }), null)}
          />
          <div className="settings-actions start">
            <button type="button" className="button secondary" disabled={busy} onClick={() => void run(createFeedLink, t("settings.feed.resetDone"))}>
              {t("settings.feed.reset")}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => void run(removeFeedLink, t("settings.feed.offDone"))}>
              {t("settings.feed.off")}
            </button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
