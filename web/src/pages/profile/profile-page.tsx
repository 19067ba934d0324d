/** Placeholder: this screen is built by its own issue. */
export default function ProfilePage() {
  return (
    <section className="page">
      <h1 className="page-title">Profile</h1>
    </section>
  );
}
