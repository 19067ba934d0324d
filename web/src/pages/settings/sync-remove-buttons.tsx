interface SyncRemoveButtonsProps {
  /** What the buttons act on, for their accessible names ("Sync Work now", "Remove Work"). */
  name: string;
  busy: boolean;
  onSync: () => void;
  onRemove: () => void;
}

/** A connected calendar's or CalDAV account's "Sync now" and "Remove". */
export function SyncRemoveButtons({ name, busy, onSync, onRemove }: SyncRemoveButtonsProps) {
  return (
    <>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Sync ${name} now`} onClick={onSync}>
        Sync now
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </>
  );
}
