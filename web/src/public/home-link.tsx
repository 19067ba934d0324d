/** The way back into the app from a public page: a full navigation to the host app's home. */
export function HomeLink({ label }: { label: "Go back to home" | "Return to Home" }) {
  return (
    <a href="/" className="button primary">
      {label}
    </a>
  );
}
