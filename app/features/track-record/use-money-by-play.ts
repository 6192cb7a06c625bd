import { useEffect, useState } from 'react';
import type { MoneyByPlayDto } from '@shared/money';
import type { MoneyPlay } from '@shared/plays';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { todayDay } from '../../lib/dates';
import { periodRange, type Period } from './periods';

export type MoneyByPlayState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; money: MoneyByPlayDto };

/** One play's money over the period, all seven states (docs/product.md, "Money by play"); idle while none is chosen. */
export function useMoneyByPlay(period: Period, play: MoneyPlay | null): MoneyByPlayState {
  const [state, setState] = useState<MoneyByPlayState>({ kind: 'idle' });
  useEffect(() => {
    if (!play) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const query = { ...periodRange(period, todayDay()), play };
    setState({ kind: 'loading' });
    answer(anonymousClient['track-record'].money.$get({ query }, requestOptions({ signal: controller.signal })))
      // With `play` the answer is that play's (docs/api.md, "Track record and proof list").
      .then((money) => setState({ kind: 'ready', money: money as MoneyByPlayDto }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The money figures could not be loaded.' });
      });
    return () => controller.abort();
  }, [period, play]);
  return state;
}
