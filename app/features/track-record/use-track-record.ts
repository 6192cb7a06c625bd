import { useEffect, useState } from 'react';
import type { TrackRecordDto, TrackRecordWeeklyDto } from '@shared/hits';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { periodRange, type Period } from './periods';

export type TrackRecordState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; record: TrackRecordDto; weekly: TrackRecordWeeklyDto };

/**
 * The period's figures and its weekly series, both public (docs/product.md, "The track record"),
 * fetched together.
 */
export function useTrackRecord(period: Period): TrackRecordState {
  const [state, setState] = useState<TrackRecordState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const query = periodRange(period, todayDay());
    const opts = requestOptions({ signal: controller.signal });
    const track = anonymousClient['track-record'];
    setState({ kind: 'loading' });
    Promise.all([answer(track.$get({ query }, opts)), answer(track.weekly.$get({ query }, opts))])
      .then(([record, weekly]) => setState({ kind: 'ready', record, weekly }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The track record could not be loaded.' });
      });
    return () => controller.abort();
  }, [period]);
  return state;
}
