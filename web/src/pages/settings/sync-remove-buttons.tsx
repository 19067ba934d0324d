import { useHostI18n } from "../../i18n/host-i18n-context";

interface SyncRemoveButtonsProps {
  /** What the buttons act on, for their accessible names ("Sync now: Work", "Remove Work"), which begin with their visible text. */
  name: string;
  busy: boolean;
  onSync: () => void;
  onRemove: () => void;
}

/** A connected calendar's "Sync now" and "Remove". */
export function SyncRemoveButtons({ name, busy, onSync, onRemove }: SyncRemoveButtonsProps) {
  const { t } = useHostI18n();
  return (
    <>
      <button type="button" className="button secondary small" disabled={busy} aria-label={t("settings.connected.syncNamed", { name })} onClick={onSync}>
        {t("settings.connected.sync")}
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={t("settings.removeNamed", { name })} onClick={onRemove}>
        {t("settings.remove")}
      </button>
    </>
  );
}
