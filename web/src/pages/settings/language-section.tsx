import { useEffect, useState } from "react";
import { Alert } from "../../components/alert";
import { FormField } from "../../components/ui/form-field";
import { LanguageOptions } from "../../components/ui/language-options";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { fetchHostLanguage, updateHostLanguage } from "./host-language-api";
import { SettingsSection } from "./settings-section";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

/**
 * Settings → Language: the account's one language (docs/LANGUAGES.md, The host's language). This app
 * speaks it, the host's mails are written in it, and bookers read it when neither their own choice,
 * the booking type nor their browser names one Hangout speaks. Saved as soon as it is picked; the app
 * then shows in it at once, without a reload.
 */
export function LanguageSection() {
  const i18n = useHostI18n();
  const { t, showAccountLanguage } = i18n;
  const [locale, setLocale] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Failures, not texts: their fallback words follow the language.
  const [failure, setFailure] = useState<{ cause: unknown; reading: boolean } | null>(null);
  // A flag, not a text: the confirmation is written in the language just picked.
  const [saved, showSaved] = useTimedMessage(SUCCESS_MESSAGE_MS);

  useEffect(() => {
    fetchHostLanguage().then(
      (stored) => setLocale(stored.locale),
      (cause: unknown) => setFailure({ cause, reading: true }),
    );
  }, []);

  const choose = async (next: string) => {
    const previous = locale;
    setLocale(next);
    setBusy(true);
    setFailure(null);
    showSaved(null);
    try {
      const stored = (await updateHostLanguage(next)).locale;
      setLocale(stored);
      await showAccountLanguage(stored);
      showSaved("saved");
    } catch (cause) {
      setLocale(previous);
      setFailure({ cause, reading: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t("settings.language.title")} description={t("settings.language.description")}>
      {failure && <Alert>{hostErrorText(i18n, failure.cause, failure.reading ? "settings.fetchFailed" : "app.unexpectedError")}</Alert>}
      {saved && <Alert kind="success">{t("settings.language.saved")}</Alert>}
      {locale === null ? (
        !failure && (
          <p className="muted" role="status">
            {t("settings.language.loading")}
          </p>
        )
      ) : (
        <FormField label={t("settings.language.label")}>
          {({ id }) => (
            <select id={id} value={locale} disabled={busy} onChange={(event) => void choose(event.target.value)}>
              <LanguageOptions current={locale} />
            </select>
          )}
        </FormField>
      )}
    </SettingsSection>
  );
}
