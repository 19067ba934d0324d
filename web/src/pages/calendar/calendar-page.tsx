/** Placeholder: this screen is built by its own issue. */
export default function CalendarPage() {
  return (
    <section className="page">
      <h1 className="page-title">Calendar</h1>
    </section>
  );
}
