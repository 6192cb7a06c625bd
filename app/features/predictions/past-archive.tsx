import { useEffect } from 'react';
import type { PredictionBatchDto } from '@shared/predictions';
import { Spinner } from '../../components/spinner';
import { answer, client, requestOptions } from '../../lib/api-client';
import { PAST_PAGE_SIZE } from '../../lib/constants';
import { keptForReaders } from '../../lib/offline-owner';
import { useOfflineData } from '../../lib/use-offline-data';
import { BatchCard } from '../../components/batch-card';
import { OfflineBanner } from './offline-banner';

/** The archive pages loaded so far, as kept on the device. */
interface PastPages {
  batches: PredictionBatchDto[];
  /** The last page was full: there may be more. */
  hasMore: boolean;
}

/** The archive's pages so far, and the next one after them (docs/api.md, "Predictions": ?before=<last _id>). */
async function withNextPage(pages: PastPages, signal: AbortSignal): Promise<PastPages> {
  const before = pages.batches.at(-1)?._id;
  const query = { limit: String(PAST_PAGE_SIZE), before };
  const page = await answer(client.predictions.past.$get({ query }, requestOptions({ signal })));
  const list = Array.isArray(page) ? page : [];
  return { batches: [...pages.batches, ...list], hasMore: list.length === PAST_PAGE_SIZE };
}

const NONE: PastPages = { batches: [], hasMore: false };

/**
 * The archive grid, a page at a time. The pages loaded so far are kept on the device and shown at
 * once, and offline; "Load more" adds the next page to them.
 */
export function PastArchive() {
  // A failure of any kind leaves the saved pages readable (only a missing network says so).
  const archive = useOfflineData({ key: 'past-predictions', fetch: (signal) => withNextPage(NONE, signal), keep: keptForReaders, fallback: 'any' });
  const { data = NONE, loading, error, offline } = archive;
  const batches = data.batches;

  useEffect(() => {
    // "Error messages" (docs/app.md): logged only; the list stays as it was.
    if (error && !offline) console.warn('Failed to fetch past predictions', error);
  }, [error, offline]);

  const last = batches[batches.length - 1];
  // Offline the copy holds every page there is to read.
  const hasMore = data.hasMore && !offline && !archive.fromDevice;

  return (
    <section aria-label="Past predictions" aria-busy={loading}>
      {offline && <OfflineBanner savedAt={archive.savedAt} />}
      {!loading && batches.length === 0 && <p className="empty-state">No past predictions yet.</p>}
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
            <button type="button" className="btn btn-secondary" onClick={() => archive.more((signal) => withNextPage(data, signal))}>
              Load more
            </button>
          )
        )}
      </div>
    </section>
  );
}
