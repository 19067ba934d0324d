/** The placeholder shown while the session or a screen's code loads; a booker page passes its own language's word. */
export function LoadingScreen({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
