import { hostFailureText } from "../i18n/host-error-text";
import { useHostI18n } from "../i18n/host-i18n-context";
import { useEffect, useState } from "react";

/**
 * The running state of a dialog's action: busy while it runs, and its failure's message shown in the
 * dialog (cleared whenever the dialog opens again), so the user can retry or back out.
 */
export function useDialogAction(open: boolean) {
  const [busy, setBusy] = useState(false);
  const i18n = useHostI18n();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const run = async (action: () => Promise<void> | void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(hostFailureText(i18n, failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run };
}
