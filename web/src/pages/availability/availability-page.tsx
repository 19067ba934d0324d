/** Placeholder: this screen is built by its own issue. */
export default function AvailabilityPage() {
  return (
    <section className="page">
      <h1 className="page-title">Set your availability</h1>
    </section>
  );
}
