import { startTransition, useEffect, useState } from 'react';
import type { PredictionBatchDto } from '@shared/predictions';
import { NotifyToggle } from '../../components/notify-toggle';
import { Spinner } from '../../components/spinner';
import { answer, client, ApiError, requestOptions } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { loadList, saveCurrent } from '../../lib/offline-store';
import { BatchCard } from './batch-card';
import { OfflineBanner } from './offline-banner';
import { isOffline, useOfflineOwner, useOnlineTick } from './offline-owner';

type State = { kind: 'loading' } | { kind: 'none' } | { kind: 'empty' } | { kind: 'list'; batches: PredictionBatchDto[] };

function fromList(data: PredictionBatchDto[] | null): State {
  if (!Array.isArray(data)) return { kind: 'none' };
  return data.length === 0 ? { kind: 'empty' } : { kind: 'list', batches: data };
}

/**
 * Today's batches (docs/app.md, "Predictions and the archive"): `[]` means none yet; no answer at
 * all means "wait for the upload". The copy saved on this device shows at once and offline; the
 * network answer replaces it.
 */
export function TodaysPredictions() {
  const owner = useOfflineOwner(useAuth().user);
  const online = useOnlineTick();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // null: the network answered; otherwise we are offline, showing a copy saved then (or none).
  const [offline, setOffline] = useState<{ savedAt: string | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let answered = false;
    const stored = owner ? loadList(owner, 'current') : Promise.resolve(null);
    void stored.then((copy) => {
      if (copy && !answered && !controller.signal.aborted) setState(fromList(copy.batches));
    });
    answer(client.predictions.$get(undefined, requestOptions({ signal: controller.signal })))
      .then((data) => {
        answered = true;
        // Rendered in slices, so the page stays responsive while the numbers appear.
        startTransition(() => {
          setState(fromList(data));
          setOffline(null);
        });
        if (owner && Array.isArray(data)) void saveCurrent(owner, data);
      })
      .catch(async (err: unknown) => {
        if (controller.signal.aborted) return;
        answered = true;
        if (isOffline(err)) {
          const copy = await stored;
          setOffline({ savedAt: copy?.savedAt ?? null });
          setState(copy ? fromList(copy.batches) : { kind: 'none' });
          return;
        }
        // "Error messages" (docs/app.md): logged only; the page shows the waiting message.
        const unauthorized = err instanceof ApiError && err.status === 401;
        console.warn(unauthorized ? 'Please login to access predictions' : 'Failed to fetch predictions', err);
        setState({ kind: 'none' });
      });
    return () => controller.abort();
  }, [owner, online]);

  return (
    <section className="todays" aria-labelledby="todays-title" aria-busy={state.kind === 'loading'}>
      <div className="todays-head">
        <h2 id="todays-title" className="todays-title">
          Today&apos;s Predictions
        </h2>
        <NotifyToggle />
      </div>
      {offline && <OfflineBanner savedAt={offline.savedAt} />}
      {state.kind === 'loading' && (
        <div className="empty-state">
          <Spinner label="Loading predictions..." />
        </div>
      )}
      {state.kind === 'none' && <p className="empty-state">Please wait for the new predictions to be uploaded.</p>}
      {state.kind === 'empty' && <p className="empty-state">No predictions available yet.</p>}
      {state.kind === 'list' && (
        <div className="batch-list">
          {state.batches.map((b) => (
            <BatchCard key={b._id} batch={b} />
          ))}
        </div>
      )}
    </section>
  );
}
