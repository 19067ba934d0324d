import { useState } from "react";
import { messageOf } from "../api/errors";

/**
 * Runs the one call that books or moves a time. Busy stays on after it succeeds, because the
 * confirmation replaces the section; a failure shows its message and calls `onFailed`, so the page
 * can stop trusting the slots it already had.
 */
export function useTimeConfirmation(failureMessage: string, onFailed: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure, failureMessage));
      onFailed();
      setBusy(false);
    }
  };

  return { busy, error, confirm };
}
