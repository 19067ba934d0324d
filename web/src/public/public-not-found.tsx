import { HomeLink } from "./home-link";

/** A path under the public build that is none of its pages. */
export function PublicNotFound() {
  return (
    <main className="centered-page">
      <div className="card narrow">
        <h1 className="card-title">Page not found</h1>
        <p className="muted">There is nothing at this address.</p>
        <HomeLink label="Go back to home" />
      </div>
    </main>
  );
}
