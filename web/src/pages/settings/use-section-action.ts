import { useState } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { SUCCESS_MESSAGE_MS, useTimedMessage } from "./use-timed-message";

/**
 * The state of a settings section whose buttons call the API: busy while one runs, its error (the
 * server's or the fallback text, in the host's language), and a success message that clears itself.
 */
export function useSectionAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const i18n = useHostI18n();

  /** Runs `action` with the buttons disabled; a failure shows as the section's error. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    showSuccess(null);
    try {
      await action();
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, success, showSuccess, run };
}
