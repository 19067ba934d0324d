interface SyncRemoveButtonsProps {
  /** What the buttons act on, for their accessible names ("Sync now: Work", "Remove Work"), which begin with their visible text. */
  name: string;
  busy: boolean;
  onSync: () => void;
  onRemove: () => void;
}

/** A connected calendar's "Sync now" and "Remove". */
export function SyncRemoveButtons({ name, busy, onSync, onRemove }: SyncRemoveButtonsProps) {
  return (
    <>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Sync now: ${name}`} onClick={onSync}>
        Sync now
      </button>
      <button type="button" className="button secondary small" disabled={busy} aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </>
  );
}
