import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PredictionBatchDto } from '@shared/predictions';
import { Loaded } from '../../components/loaded';
import { Spinner } from '../../components/spinner';
import { answer, client, requestOptions } from '../../lib/api-client';
import { PAST_PAGE_SIZE } from '../../lib/constants';
import { keepCopy, keptRead, savedAtOf, type Kept, type KeptCopy, type KeptRead } from '../../lib/kept-read';
import { isOffline, keptForReaders } from '../../lib/offline-owner';
import { BatchCard } from '../../components/batch-card';
import { OfflineBanner } from './offline-banner';

/** The archive pages loaded so far, as kept on the device. */
interface PastPages {
  batches: PredictionBatchDto[];
  /** The last page was full: there may be more. */
  hasMore: boolean;
}

/** The device's copy of the archive: the pages loaded so far, for readers. */
const ARCHIVE: KeptCopy = { key: 'past-predictions', keep: keptForReaders };

/** The archive's pages so far, and the next one after them (docs/api.md, "Predictions": ?before=<last _id>). */
async function withNextPage(pages: PastPages, signal?: AbortSignal): Promise<PastPages> {
  const before = pages.batches.at(-1)?._id;
  const query = { limit: String(PAST_PAGE_SIZE), before };
  const page = await answer(client.predictions.past.$get({ query }, requestOptions({ signal })));
  const list = Array.isArray(page) ? page : [];
  return { batches: [...pages.batches, ...list], hasMore: list.length === PAST_PAGE_SIZE };
}

const NONE: PastPages = { batches: [], hasMore: false };

/** "Error messages" (docs/app.md): logged only; the list stays as it was. */
function logFailure(error: unknown) {
  if (!isOffline(error)) console.warn('Failed to fetch past predictions', error);
}

/**
 * The archive's first page, read by /past-predictions' loader. A failure of any kind leaves the
 * saved pages readable (only a missing network says so).
 */
export function readArchive({ request }: LoaderFunctionArgs): KeptRead<PastPages> {
  const { signal } = request;
  const read = keptRead({ ...ARCHIVE, signal, fallback: 'any', fetch: (s) => withNextPage(NONE, s) });
  void read.then(
    (first) => first.error && logFailure(first.error),
    (error: unknown) => signal.aborted || logFailure(error),
  );
  return read;
}

const LOADING = (
  <div className="archive-footer" aria-busy="true">
    <Spinner label="Loading past predictions..." />
  </div>
);

/**
 * The archive grid, a page at a time. The pages loaded so far are kept on the device and shown at
 * once, and offline; "Load more" adds the next page to them.
 */
export function PastArchive({ read }: { read: KeptRead<PastPages> }) {
  return (
    <section aria-label="Past predictions">
      <Loaded
        resolve={read}
        loading={null}
        failed="Failed to fetch past predictions"
        pending={
          <Loaded resolve={read.saved} loading={null} failed={null} pending={LOADING}>
            {(copy) => (copy ? <Archive first={copy} loading /> : LOADING)}
          </Loaded>
        }
        error={(error) => <Archive first={{ value: NONE, fromDevice: false, savedAt: null, offline: isOffline(error), error }} />}
      >
        {(first) => <Archive first={first} />}
      </Loaded>
    </section>
  );
}

/** What "Load more" added to the loader's first answer (`from`), or how it failed. */
type More = { from: Kept<PastPages> } & ({ pages: PastPages } | { offline: boolean; savedAt: string | null });

/**
 * The pages on show: the loader's first answer (`first`), grown by "Load more" in the page's own
 * state; a new first answer (the loader read again) starts over from it.
 */
function Archive({ first, loading = false }: { first: Kept<PastPages>; loading?: boolean }) {
  const [more, setMore] = useState<More | null>(null);
  const [asking, setAsking] = useState(false);
  const now = more?.from === first ? more : null;
  const data = now && 'pages' in now ? now.pages : first.value;
  const offline = now && 'offline' in now ? now.offline : first.offline;
  const savedAt = now && 'offline' in now ? now.savedAt : first.savedAt;
  const busy = loading || asking;
  const batches = data.batches;
  const last = batches[batches.length - 1];
  // Offline the copy holds every page there is to read.
  const hasMore = data.hasMore && !offline && !first.fromDevice;

  function loadMore() {
    setAsking(true);
    withNextPage(data)
      .then(
        (pages) => {
          setMore({ from: first, pages });
          void keepCopy(ARCHIVE, pages);
        },
        async (error: unknown) => {
          logFailure(error);
          setMore({ from: first, offline: isOffline(error), savedAt: await savedAtOf(ARCHIVE) });
        },
      )
      .finally(() => setAsking(false));
  }

  return (
    <div aria-busy={busy}>
      {offline && <OfflineBanner savedAt={savedAt} />}
      {!busy && batches.length === 0 && <p className="empty-state">No past predictions yet.</p>}
      {batches.length > 0 && (
        <div className="archive-grid">
          {batches.map((b) => (
            <BatchCard key={b._id} batch={b} compact />
          ))}
        </div>
      )}
      <div className="archive-footer">
        {busy ? (
          <Spinner label="Loading past predictions..." />
        ) : (
          hasMore &&
          last && (
            <button type="button" className="btn btn-secondary" onClick={loadMore}>
              Load more
            </button>
          )
        )}
      </div>
    </div>
  );
}
