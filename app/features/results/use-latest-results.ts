// The latest draws of every slot (GET /api/results/latest). A subscriber's answer is kept on the
// device, as today's predictions are, and shown with its age when the network fails.
import { useCallback, useEffect, useState } from 'react';
import type { LatestResultsDto } from '@shared/results';
import { mayReadPredictions } from '@shared/roles';
import { useAuth } from '../../lib/auth-store';
import { loadResults, saveResults, type OfflineOwner } from '../../lib/offline-store';
import { isOffline, useOfflineOwner, useOnlineTick } from '../predictions/offline-owner';
import { getLatestResults } from './results-api';

// A network that hangs is a failure too: the saved copy shows instead of a spinner for ever.
const LATEST_TIMEOUT_MS = 15_000;

export type LatestState =
  | { kind: 'loading' }
  /** `saved`: a copy from this device, because the network failed (`offline`: there is none). */
  | { kind: 'ready'; latest: LatestResultsDto; saved: { savedAt: string; offline: boolean } | null }
  | { kind: 'error'; message: string; offline: boolean };

/** Who keeps a copy: the subscribers (and admins) the offline predictions are for. */
const keepsCopy = (owner: OfflineOwner | null): owner is OfflineOwner => mayReadPredictions(owner?.role);

export function useLatestResults(): { state: LatestState; reload(): void } {
  const owner = useOfflineOwner(useAuth().user);
  const online = useOnlineTick();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LatestState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.kind === 'ready' && !s.saved ? s : { kind: 'loading' }));
    getLatestResults({ signal: controller.signal, timeoutMs: LATEST_TIMEOUT_MS })
      .then((latest) => {
        setState({ kind: 'ready', latest, saved: null });
        if (keepsCopy(owner)) void saveResults(owner, latest).catch(() => undefined);
      })
      .catch(async (err: unknown) => {
        if (controller.signal.aborted) return;
        const offline = isOffline(err);
        const copy = keepsCopy(owner) ? await loadResults(owner) : null;
        if (controller.signal.aborted) return;
        if (copy) setState({ kind: 'ready', latest: copy.latest, saved: { savedAt: copy.savedAt, offline } });
        else setState({ kind: 'error', message: err instanceof Error ? err.message : String(err), offline });
      });
    return () => controller.abort();
  }, [owner, online, attempt]);

  return { state, reload: useCallback(() => setAttempt((a) => a + 1), []) };
}
