import { useEffect, useState } from 'react';
import type { MethodsRecordDto } from '@shared/methods';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { periodRange, type Period } from './periods';

export type MethodsRecordState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; record: MethodsRecordDto };

/** The period's record by method, each beside the control (docs/product.md, "The record by method"). */
export function useMethodsRecord(period: Period): MethodsRecordState {
  const [state, setState] = useState<MethodsRecordState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    answer(anonymousClient['track-record'].methods.$get({ query: periodRange(period, todayDay()) }, requestOptions({ signal: controller.signal })))
      .then((record) => setState({ kind: 'ready', record }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The record by method could not be loaded.' });
      });
    return () => controller.abort();
  }, [period]);
  return state;
}
