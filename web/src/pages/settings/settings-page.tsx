/** Placeholder: this screen is built by its own issue. */
export default function SettingsPage() {
  return (
    <section className="page">
      <h1 className="page-title">Settings</h1>
    </section>
  );
}
