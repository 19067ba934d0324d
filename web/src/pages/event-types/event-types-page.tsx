/** Placeholder: this screen is built by its own issue. */
export default function EventTypesPage() {
  return (
    <section className="page">
      <h1 className="page-title">Booking Setup</h1>
    </section>
  );
}
