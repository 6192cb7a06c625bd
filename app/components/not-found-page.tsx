import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="error-screen" aria-labelledby="not-found-title">
      <div className="error-card card">
        <div className="error-code" aria-hidden="true">
          404
        </div>
        <h1 id="not-found-title">Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <div className="row error-actions">
          <Link className="btn btn-primary" to="/">
            Back to Home
          </Link>
          <Link className="btn btn-secondary" to="/predictions">
            See Predictions
          </Link>
        </div>
      </div>
    </section>
  );
}
