/** Placeholder: this screen is built by its own issue. */
export default function BookingPage() {
  return (
    <section className="page">
      <h1 className="page-title">Book a time</h1>
    </section>
  );
}
