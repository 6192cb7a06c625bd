import { useCallback, useEffect, useRef, useState } from 'react';
import type { PredictionBatchDto } from '@shared/predictions';
import { Spinner } from '../../components/spinner';
import { answer, client, requestOptions } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { PAST_PAGE_SIZE } from '../../lib/constants';
import { loadList, savePast } from '../../lib/offline-store';
import { BatchCard } from './batch-card';
import { OfflineBanner } from './offline-banner';
import { isOffline, useOfflineOwner, useOnlineTick } from './offline-owner';

/**
 * The archive grid, a page at a time (docs/api.md, "Predictions": ?before=<last _id>). The pages
 * loaded so far are kept on the device and shown at once, and offline.
 */
export function PastArchive() {
  const owner = useOfflineOwner(useAuth().user);
  const online = useOnlineTick();
  const [batches, setBatches] = useState<PredictionBatchDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [offline, setOffline] = useState<{ savedAt: string | null } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (before?: string) => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setLoading(true);
      try {
        const query = { limit: String(PAST_PAGE_SIZE), before };
        const page = await answer(client.predictions.past.$get({ query }, requestOptions({ signal: c.signal })));
        const list = Array.isArray(page) ? page : [];
        setBatches((prev) => (before ? [...prev, ...list] : list));
        setHasMore(list.length === PAST_PAGE_SIZE);
        setOffline(null);
        if (owner) void savePast(owner, list, !before);
      } catch (err) {
        if (c.signal.aborted) return;
        if (isOffline(err)) {
          const copy = owner ? await loadList(owner, 'past') : null;
          setOffline({ savedAt: copy?.savedAt ?? null });
          if (!before && copy) setBatches(copy.batches);
          setHasMore(false);
        } else {
          // "Error messages" (docs/app.md): logged only; the list stays as it was.
          console.warn('Failed to fetch past predictions', err);
        }
      }
      setLoading(false);
      setLoaded(true);
    },
    [owner],
  );

  useEffect(() => {
    let live = true;
    // The saved pages first, so the archive is readable before (or without) the network.
    if (owner) {
      void loadList(owner, 'past').then((copy) => {
        if (live && copy) setBatches((now) => (now.length ? now : copy.batches));
      });
    }
    void load();
    return () => {
      live = false;
      controller.current?.abort();
    };
  }, [load, online, owner]);

  const last = batches[batches.length - 1];

  return (
    <section aria-label="Past predictions" aria-busy={loading}>
      {offline && <OfflineBanner savedAt={offline.savedAt} />}
      {loaded && batches.length === 0 && !loading && <p className="empty-state">No past predictions yet.</p>}
      {batches.length > 0 && (
        <div className="archive-grid">
          {batches.map((b) => (
            <BatchCard key={b._id} batch={b} compact />
          ))}
        </div>
      )}
      <div className="archive-footer">
        {loading ? (
          <Spinner label="Loading past predictions..." />
        ) : (
          hasMore &&
          last && (
            <button type="button" className="btn btn-secondary" onClick={() => void load(last._id)}>
              Load more
            </button>
          )
        )}
      </div>
    </section>
  );
}
