// The latest draws of every slot (GET /api/results/latest). A subscriber's answer is kept on the
// device, as today's predictions are, and shown with its age when the network fails.
import type { LatestResultsDto } from '@shared/results';
import { keptForReaders } from '../../lib/offline-owner';
import { useOfflineData } from '../../lib/use-offline-data';
import { getLatestResults } from '../../lib/results-api';

// A network that hangs is a failure too: the saved copy shows instead of a spinner for ever.
const LATEST_TIMEOUT_MS = 15_000;

export type LatestState =
  | { kind: 'loading' }
  /** `saved`: a copy from this device, because the network failed (`offline`: there is none). */
  | { kind: 'ready'; latest: LatestResultsDto; saved: { savedAt: string; offline: boolean } | null }
  | { kind: 'error'; message: string; offline: boolean };

const fetchLatest = (signal: AbortSignal) => getLatestResults({ signal, timeoutMs: LATEST_TIMEOUT_MS });

export function useLatestResults(): { state: LatestState; reload(): void } {
  // Only after a failure: the draws change through the day, and an old copy shown first would
  // read as the latest.
  const latest = useOfflineData({ key: 'latest-results', fetch: fetchLatest, keep: keptForReaders, savedFirst: false, fallback: 'any' });
  const { data, error, offline, savedAt } = latest;
  let state: LatestState;
  if (data === undefined) {
    state = error && !latest.loading ? { kind: 'error', message: error instanceof Error ? error.message : String(error), offline } : { kind: 'loading' };
  } else {
    state = { kind: 'ready', latest: data, saved: latest.fromDevice && savedAt ? { savedAt, offline } : null };
  }
  return { state, reload: latest.reload };
}
