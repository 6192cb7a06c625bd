import { useEffect, useState } from 'react';
import type { MoneyDto, MoneyWeeklyDto } from '@shared/money';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { periodRange, type Period } from './periods';

export type MoneyState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; money: MoneyDto; weekly: MoneyWeeklyDto };

/** The period's money and its weekly series for the chart, all seven states (docs/product.md, "The money"). */
export function useMoney(period: Period): MoneyState {
  const [state, setState] = useState<MoneyState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const query = periodRange(period, todayDay());
    const opts = requestOptions({ signal: controller.signal });
    const money = anonymousClient['track-record'].money;
    // Without `play` the answer is the straight and box one (docs/api.md, "Track record and proof list").
    setState({ kind: 'loading' });
    Promise.all([answer(money.$get({ query }, opts)), answer(money.weekly.$get({ query }, opts))])
      .then(([figures, weekly]) => setState({ kind: 'ready', money: figures as MoneyDto, weekly }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The money figures could not be loaded.' });
      });
    return () => controller.abort();
  }, [period]);
  return state;
}
