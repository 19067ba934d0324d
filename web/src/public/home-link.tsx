/** The way back into the app from a public page: a full navigation to the host app's home; `label` in the booker's language. */
export function HomeLink({ label }: { label: string }) {
  return (
    <a href="/" className="button primary">
      {label}
    </a>
  );
}
