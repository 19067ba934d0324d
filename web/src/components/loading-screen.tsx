import { useOptionalHostI18n } from "../i18n/host-i18n-context";

/**
 * The placeholder shown while the session or a screen's code loads: in the host's language in the
 * host app; a booker page passes its own language's word. Before any catalogue is here, English.
 */
export function LoadingScreen({ label }: { label?: string }) {
  const host = useOptionalHostI18n();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? host?.t("app.loading") ?? "Loading…"}</span>
    </div>
  );
}
