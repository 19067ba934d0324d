/** Placeholder: this screen is built by its own issue. */
export default function CancelPage() {
  return (
    <section className="page">
      <h1 className="page-title">Cancel a booking</h1>
    </section>
  );
}
