import { Link } from "react-router-dom";

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <main className="centered-page">
      <div className="card narrow">
        <h1 className="card-title">Page not found</h1>
        <p className="muted">There is nothing at this address.</p>
        <Link to="/" className="button primary">
          Go back to home
        </Link>
      </div>
    </main>
  );
}
