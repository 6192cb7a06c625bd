import { useEffect, useState } from 'react';
import type { TrackRecordDto, TrackRecordWeeklyDto } from '@shared/hits';
import { api } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { periodRange, type Period } from './periods';

export type TrackRecordState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; record: TrackRecordDto; weekly: TrackRecordWeeklyDto };

/** The period's figures and its weekly series, both public (contract §10), fetched together. */
export function useTrackRecord(period: Period): TrackRecordState {
  const [state, setState] = useState<TrackRecordState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams(periodRange(period, todayDay())).toString();
    const opts = { signal: controller.signal, anonymous: true };
    setState({ kind: 'loading' });
    Promise.all([api.get<TrackRecordDto>(`/api/track-record?${query}`, opts), api.get<TrackRecordWeeklyDto>(`/api/track-record/weekly?${query}`, opts)])
      .then(([record, weekly]) => setState({ kind: 'ready', record, weekly }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The track record could not be loaded.' });
      });
    return () => controller.abort();
  }, [period]);
  return state;
}
