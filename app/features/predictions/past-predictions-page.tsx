import { Link } from 'react-router-dom';
import { mayReadPredictions } from '@shared/roles';
import { useAuth } from '../../lib/auth-store';
import { PastArchive } from './past-archive';
import { SubscribeNote } from './subscribe-note';

export default function PastPredictionsPage() {
  const { user } = useAuth();
  const canView = mayReadPredictions(user?.role);

  if (!canView) {
    // "Guards" (docs/app.md): a customer fetches nothing here.
    return (
      <div className="page">
        <SubscribeNote headingLevel={1} title="Subscribe to Access Past Predictions" text="You need to be a subscriber to view our archive of past predictions." />
      </div>
    );
  }

  return (
    <div className="page">
      <div className="past-head">
        <div>
          <span className="section-eyebrow">Archive</span>
          <h1 className="page-title">Past Predictions</h1>
          <p className="muted">Every published set, newest first. Check how our numbers played out.</p>
        </div>
        <Link to="/predictions" className="btn btn-secondary btn-small">
          ← Today&apos;s predictions
        </Link>
      </div>
      <PastArchive />
    </div>
  );
}
