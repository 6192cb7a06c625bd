import { useEffect, useState } from 'react';
import { RESULTS_LIMIT_MAX, type ResultDto, type StateCode } from '@shared/results';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { dayCards } from '../../lib/draw-cells';
import { getResults } from '../../lib/results-api';
import { StateCard } from './state-card';

type DayState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; day: string; results: ResultDto[] };

/** Every draw of one day (at most 36 across the seven states: one request). */
export function DayResults({ day, states }: { day: string; states: readonly StateCode[] }) {
  const [state, setState] = useState<DayState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getResults({ from: day, to: day, limit: RESULTS_LIMIT_MAX }, { signal: controller.signal })
      .then((results) => setState({ kind: 'ready', day, results }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [day, attempt]);

  if (state.kind === 'loading') {
    return (
      <div className="results-status" aria-busy="true">
        <Spinner label="Loading the draws of that day..." />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert kind="error">
        The draws of that day could not be loaded: {state.message}{' '}
        <button type="button" className="btn-link" onClick={() => setAttempt((a) => a + 1)}>
          Try again
        </button>
      </Alert>
    );
  }
  return (
    <div className="results-grid">
      {dayCards(state.results, state.day, states, Date.now()).map((card) => (
        <StateCard key={card.state} card={card} showDates={false} />
      ))}
    </div>
  );
}
