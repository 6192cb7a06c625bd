import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProofHitDto } from '@shared/hits';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';

/** Hits a page asks for; "Show more" asks for as many again. */
export const PROOF_PAGE_SIZE = 10;

export interface ProofHitsState {
  hits: ProofHitDto[];
  loading: boolean;
  error: string;
  /** A full page came back: there may be more. */
  hasMore: boolean;
  more(): void;
}

/** The public proof list (GET /api/track-record/hits), a page at a time by the last _id seen. */
export function useProofHits(enabled: boolean): ProofHitsState {
  const [hits, setHits] = useState<ProofHitDto[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState('');
  const [hasMore, setHasMore] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (before?: string) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setLoading(true);
    setError('');
    try {
      const query = { limit: String(PROOF_PAGE_SIZE), ...(before ? { before } : {}) };
      const page = await answer(anonymousClient['track-record'].hits.$get({ query }, requestOptions({ signal: c.signal })));
      setHits((prev) => (before ? [...prev, ...page] : page));
      setHasMore(page.length === PROOF_PAGE_SIZE);
    } catch (err) {
      if (c.signal.aborted) return;
      setError(err instanceof Error ? err.message : 'The recent hits could not be loaded.');
    }
    setLoading(false);
  }, []);

  useEffect(() => {
    if (enabled) void load();
    return () => controller.current?.abort();
  }, [enabled, load]);

  const last = hits[hits.length - 1];
  return { hits, loading, error, hasMore, more: useCallback(() => last && void load(last._id), [last, load]) };
}
