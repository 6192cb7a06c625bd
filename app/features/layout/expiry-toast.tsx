import { Link } from 'react-router-dom';
import { useExpiryWarning } from '../../lib/use-expiry-warning';

/**
 * The subscription expiry reminder (docs/app.md, "Timers"): red when it ends today, blue before.
 */
export function ExpiryToast() {
  const { warning, dismiss } = useExpiryWarning();
  if (!warning) return null;
  return (
    <div className={`toast ${warning.endsToday ? 'toast-danger' : 'toast-info'}`} role="alert">
      <p className="toast-text">
        {warning.endsToday ? `Alert: Hi, ${warning.name}. Your subscription ends today!` : `Alert: Hi, ${warning.name}, your subscription ends on: ${warning.date}`}
      </p>
      <div className="toast-actions">
        <Link to="/plans" className="toast-link" onClick={dismiss}>
          Renew now
        </Link>
        <button type="button" className="alert-close" aria-label="Close reminder" onClick={dismiss}>
          ×
        </button>
      </div>
    </div>
  );
}
