import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PredictionBatchDto } from '@shared/predictions';
import { Loaded } from '../../components/loaded';
import { NotifyToggle } from '../../components/notify-toggle';
import { Spinner } from '../../components/spinner';
import { answer, client, ApiError, requestOptions } from '../../lib/api-client';
import { windowClosed } from '../../lib/hit-labels';
import { keptRead, type Kept, type KeptRead } from '../../lib/kept-read';
import { isOffline, keptForReaders } from '../../lib/offline-owner';
import { useTodayDay } from '../../lib/use-today';
import { BatchCard } from '../../components/batch-card';
import { OfflineBanner } from './offline-banner';
import { PlanMyPlays } from './plan-my-plays';

type TodayAnswer = PredictionBatchDto[] | null;

/**
 * Today's batches (docs/app.md, "Predictions and the archive"), read by /predictions' loader: the
 * copy saved on this device shows at once and offline; the network answer replaces it.
 */
export function readToday({ request }: LoaderFunctionArgs): KeptRead<TodayAnswer> {
  const { signal } = request;
  const read = keptRead<TodayAnswer>({
    key: 'predictions',
    keep: keptForReaders,
    signal,
    fetch: (s) => answer(client.predictions.$get(undefined, requestOptions({ signal: s }))),
  });
  read.catch((error: unknown) => {
    if (signal.aborted || isOffline(error)) return;
    // "Error messages" (docs/app.md): logged only; the page shows the waiting message.
    const unauthorized = error instanceof ApiError && error.status === 401;
    console.warn(unauthorized ? 'Please login to access predictions' : 'Failed to fetch predictions', error);
  });
  return read;
}

const LOADING = (
  <div className="empty-state" aria-busy="true">
    <Spinner label="Loading predictions..." />
  </div>
);

/**
 * `[]` means none yet; no answer at all (or a failure with no copy on the device) means "wait for
 * the upload".
 */
export function TodaysPredictions({ read }: { read: KeptRead<TodayAnswer> }) {
  const day = useTodayDay();
  const shown = (kept: Kept<TodayAnswer>) => (
    <>
      {kept.offline && <OfflineBanner savedAt={kept.savedAt} />}
      <TodayList data={kept.value} today={day} />
    </>
  );

  return (
    <section className="todays" aria-labelledby="todays-title">
      <div className="todays-head">
        <h2 id="todays-title" className="todays-title">
          Today&apos;s Predictions
        </h2>
        <NotifyToggle />
      </div>
      <Loaded
        resolve={read}
        loading={null}
        failed="Failed to fetch predictions"
        pending={
          <Loaded resolve={read.saved} loading={null} failed={null} pending={LOADING}>
            {(copy) => (copy ? shown(copy) : LOADING)}
          </Loaded>
        }
        error={(err) => (
          <>
            {isOffline(err) && <OfflineBanner savedAt={null} />}
            <TodayList data={null} today={day} />
          </>
        )}
      >
        {shown}
      </Loaded>
    </section>
  );
}

function TodayList({ data, today }: { data: TodayAnswer; today: string }) {
  if (!Array.isArray(data)) return <p className="empty-state">Please wait for the new predictions to be uploaded.</p>;
  if (data.length === 0) return <p className="empty-state">No predictions available yet.</p>;
  return <BatchLists batches={data} today={today} />;
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
