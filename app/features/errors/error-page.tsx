import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './lazy-page';

/**
 * The routes' errorElement: any error a route throws, including a page chunk that failed to load
 * (docs/app.md, "Error messages").
 */
export function ErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);

  return (
    <section className="error-screen" aria-labelledby="error-title">
      <div className="error-card card">
        <div className="error-icon" aria-hidden="true">
          !
        </div>
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p className="muted">
          {chunk
            ? 'Part of the app could not be loaded. You may be offline, or a new version was just released.'
            : 'Something went wrong while showing this page. Reloading usually fixes it.'}
        </p>
        <div className="row error-actions">
          {/* A full load: after a release, only a fresh page knows the new chunks' names. */}
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a className="btn btn-secondary" href="/">
            Go to Home
          </a>
        </div>
      </div>
    </section>
  );
}
