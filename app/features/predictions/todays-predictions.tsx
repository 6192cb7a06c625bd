import { useEffect } from 'react';
import type { PredictionBatchDto } from '@shared/predictions';
import { NotifyToggle } from '../../components/notify-toggle';
import { Spinner } from '../../components/spinner';
import { answer, client, ApiError, requestOptions } from '../../lib/api-client';
import { windowClosed } from '../../lib/hit-labels';
import { keptForReaders } from '../../lib/offline-owner';
import { useOfflineData } from '../../lib/use-offline-data';
import { useTodayDay } from '../../lib/use-today';
import { BatchCard } from '../../components/batch-card';
import { OfflineBanner } from './offline-banner';
import { PlanMyPlays } from './plan-my-plays';

type View = { kind: 'loading' } | { kind: 'none' } | { kind: 'empty' } | { kind: 'list'; batches: PredictionBatchDto[] };

function viewOf(data: PredictionBatchDto[] | null | undefined, loading: boolean): View {
  if (data === undefined) return loading ? { kind: 'loading' } : { kind: 'none' };
  if (!Array.isArray(data)) return { kind: 'none' };
  return data.length === 0 ? { kind: 'empty' } : { kind: 'list', batches: data };
}

const getToday = (signal: AbortSignal) => answer(client.predictions.$get(undefined, requestOptions({ signal })));

/**
 * Today's batches (docs/app.md, "Predictions and the archive"): `[]` means none yet; no answer at
 * all means "wait for the upload". The copy saved on this device shows at once and offline; the
 * network answer replaces it.
 */
export function TodaysPredictions() {
  const today = useOfflineData({ key: 'predictions', fetch: getToday, keep: keptForReaders });
  const view = viewOf(today.data, today.loading);
  const { error, offline } = today;
  const day = useTodayDay();

  useEffect(() => {
    if (!error || offline) return;
    // "Error messages" (docs/app.md): logged only; the page shows the waiting message.
    const unauthorized = error instanceof ApiError && error.status === 401;
    console.warn(unauthorized ? 'Please login to access predictions' : 'Failed to fetch predictions', error);
  }, [error, offline]);

  return (
    <section className="todays" aria-labelledby="todays-title" aria-busy={view.kind === 'loading'}>
      <div className="todays-head">
        <h2 id="todays-title" className="todays-title">
          Today&apos;s Predictions
        </h2>
        <NotifyToggle />
      </div>
      {offline && <OfflineBanner savedAt={today.savedAt} />}
      {view.kind === 'loading' && (
        <div className="empty-state">
          <Spinner label="Loading predictions..." />
        </div>
      )}
      {view.kind === 'none' && <p className="empty-state">Please wait for the new predictions to be uploaded.</p>}
      {view.kind === 'empty' && <p className="empty-state">No predictions available yet.</p>}
      {view.kind === 'list' && <BatchLists batches={view.batches} today={day} />}
    </section>
  );
}

/**
 * The sets still valid, then those whose window has closed (validThrough before today), marked and
 * apart: the server moves them to the past at DAILY_MOVE_HOUR, but until it has (or on the device's
 * copy, offline) a closed set must never read as today's (docs/product.md, "Predictions").
 */
function BatchLists({ batches, today }: { batches: PredictionBatchDto[]; today: string }) {
  const open = batches.filter((b) => !windowClosed(b, today));
  const closed = batches.filter((b) => windowClosed(b, today));
  return (
    <>
      {open.length > 0 ? (
        <div className="batch-list">
          {open.map((b) => (
            <div key={b._id} className="batch-with-plan">
              <BatchCard batch={b} />
              <PlanMyPlays batch={b} today={today} />
            </div>
          ))}
        </div>
      ) : (
        <p className="empty-state">No predictions available yet.</p>
      )}
      {closed.length > 0 && (
        <div className="closed-sets">
          <p className="closed-sets-note">
            {closed.length === 1 ? 'This earlier set has' : `These ${closed.length} earlier sets have`} closed: the numbers can no longer hit, and{' '}
            {closed.length === 1 ? 'it moves' : 'they move'} to the past predictions shortly.
          </p>
          <div className="batch-list">
            {closed.map((b) => (
              <BatchCard key={b._id} batch={b} closed />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
