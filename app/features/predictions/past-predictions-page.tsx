import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { mayReadPredictions } from '@shared/roles';
import { Spinner } from '../../components/spinner';
import { getAuth, useAuth } from '../../lib/auth-store';
import { reads, usePageData } from '../../lib/page-data';
import { PastArchive, readArchive } from './past-archive';
import { SubscribeNote } from './subscribe-note';
import { useReadOnceAllowed } from './use-read-once-allowed';

/** The archive's first page, for those who may read it: a customer fetches nothing here ("Guards", docs/app.md). */
export function loader(args: LoaderFunctionArgs) {
  if (!mayReadPredictions(getAuth().user?.role)) return { archive: null };
  return reads({ archive: readArchive(args) });
}

export default function PastPredictionsPage() {
  const { user } = useAuth();
  const canView = mayReadPredictions(user?.role);
  const { archive } = usePageData<typeof loader>();
  useReadOnceAllowed(canView && !archive);

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
      {archive ? <PastArchive read={archive} /> : <Spinner label="Loading past predictions..." />}
    </div>
  );
}
