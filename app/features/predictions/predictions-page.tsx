import { startTransition, useEffect, useState } from 'react';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { mayReadPredictions } from '@shared/roles';
import { getAuth, useAuth } from '../../lib/auth-store';
import { reads, usePageData } from '../../lib/page-data';
import { formatDate } from '../../lib/dates';
import type { TrialStartedState } from '../../lib/use-free-trial';
import { whenIdle } from '../../lib/when-idle';
import { TrialOffer } from '../../components/trial-offer';
import { Spinner } from '../../components/spinner';
import { SubscribeNote } from './subscribe-note';
import { readToday, TodaysPredictions } from './todays-predictions';
import { useReadOnceAllowed } from './use-read-once-allowed';

/** Today's predictions, for those who may read them: a customer fetches nothing here ("Guards", docs/app.md). */
export function loader(args: LoaderFunctionArgs) {
  if (!mayReadPredictions(getAuth().user?.role)) return { today: null };
  return reads({ today: readToday(args) });
}

export default function PredictionsPage() {
  const { user } = useAuth();
  const canView = mayReadPredictions(user?.role);
  const { today } = usePageData<typeof loader>();
  useReadOnceAllowed(canView && !today);
  const trialStartedUntil = (useLocation().state as TrialStartedState | null)?.trialStartedUntil;

  return (
    <div className="predictions-page">
      <section className="predictions-hero">
        <div className="container">
          <span className="section-eyebrow">VIP Predictions</span>
          <h1 className="page-title">Welcome{user ? `, ${user.username}` : ''}!</h1>
          {/* A customer is not told "here are today's predictions" above a note that they are not. */}
          {canView ? (
            <p>
              Here are today&apos;s 3 and 4 digit predictions with our best alternatives, processed twice daily. Play them with First Best Alternate (FBA) and Very Last Number You
              See (VL#UC).
            </p>
          ) : (
            <p>
              Our 3 and 4 digit predictions with our best alternatives are processed twice daily for subscribers. Play them with First Best Alternate (FBA) and Very Last Number You
              See (VL#UC).
            </p>
          )}
        </div>
      </section>
      <div className="container predictions-body">
        {trialStartedUntil && canView && (
          <Alert kind="success">You&apos;re in! Your free membership runs until {formatDate(trialStartedUntil)}. Today&apos;s predictions are below.</Alert>
        )}
        {canView ? (
          today ? (
            <TodaysPredictions read={today} />
          ) : (
            <Spinner label="Loading predictions..." />
          )
        ) : (
          <SubscribeNote
            title="Today's predictions are for subscribers"
            text="Only subscribers can view today's predictions. Subscribe now to unlock every prediction and best alternative, published twice daily."
          >
            <TrialOffer returnTo="/predictions" />
          </SubscribeNote>
        )}
        <p className="past-link">
          <Link to="/past-predictions">View past predictions →</Link>
        </p>
        <section className="predictions-plans" aria-labelledby="plans-title">
          <div className="section-head">
            <span className="section-eyebrow">Plans</span>
            <h2 id="plans-title">{canView ? 'Extend your membership' : 'Choose your plan'}</h2>
          </div>
          <LaterPlanGrid />
        </section>
      </div>
    </div>
  );
}

type PlanGridComponent = typeof import('../../components/plan-grid').PlanGrid;

/**
 * The plan cards, fetched once the page has painted: they sit below today's numbers, and their
 * code (checkout and sign-in hooks, styles) would otherwise hold the numbers back on a slow phone.
 */
function LaterPlanGrid() {
  const [loaded, setLoaded] = useState<{ Grid: PlanGridComponent } | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    whenIdle()
      .then(() => import('../../components/plan-grid'))
      .then(
        // Rendered in slices, so scrolling the numbers stays smooth meanwhile.
        (m) => live && startTransition(() => setLoaded({ Grid: m.PlanGrid })),
        () => live && setLoaded('failed'),
      );
    return () => {
      live = false;
    };
  }, []);

  if (loaded === 'failed') {
    return (
      <p>
        <Link to="/plans">See all plans →</Link>
      </p>
    );
  }
  return loaded ? <loaded.Grid /> : <div className="plan-grid-placeholder" />;
}
