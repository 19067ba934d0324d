import { useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { SETTINGS_FETCH_FAILED } from "../../api/messages";
import { Alert } from "../../components/alert";
import { FormField } from "../../components/ui/form-field";
import { LanguageOptions } from "../../components/ui/language-options";
import { fetchHostLanguage, updateHostLanguage } from "./host-language-api";
import { SettingsSection } from "./settings-section";
import { useSectionAction } from "./use-section-action";

/**
 * Settings → Language of your booking pages: the language bookers read when neither their own choice,
 * the booking type nor their browser names one Hangout speaks. Saved as soon as it is picked. Until
 * the saved one is read the card says it is loading; when it cannot be read, the error says so.
 */
export function LanguageSection() {
  const [locale, setLocale] = useState<string | null>(null);
  const { busy, error, setError, success, showSuccess, run } = useSectionAction();

  useEffect(() => {
    fetchHostLanguage().then(
      (saved) => setLocale(saved.locale),
      (failure: unknown) => setError(messageOf(failure, SETTINGS_FETCH_FAILED)),
    );
  }, [setError]);

  const choose = (next: string) => {
    const previous = locale;
    setLocale(next);
    void run(async () => {
      try {
        setLocale((await updateHostLanguage(next)).locale);
        showSuccess("Language saved.");
      } catch (failure) {
        setLocale(previous);
        throw failure;
      }
    });
  };

  return (
    <SettingsSection
      title="Language of your booking pages"
      description="Visitors see your booking pages and get their emails in their own language when Hangout speaks it; otherwise in this one. A booking type can set its own."
    >
      {error && <Alert>{error}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {locale === null ? (
        !error && (
          <p className="muted" role="status">
            Loading your language…
          </p>
        )
      ) : (
        <FormField label="Default language">
          {({ id }) => (
            <select id={id} value={locale} disabled={busy} onChange={(event) => choose(event.target.value)}>
              <LanguageOptions current={locale} />
            </select>
          )}
        </FormField>
      )}
    </SettingsSection>
  );
}
