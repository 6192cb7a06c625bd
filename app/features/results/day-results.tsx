import { useRevalidator } from 'react-router-dom';
import type { StateCode } from '@shared/results';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { Spinner } from '../../components/spinner';
import { dayCards } from '../../lib/draw-cells';
import type { DayRead } from './results-reads';
import { StateCard } from './state-card';

const LOADING = (
  <div className="results-status" aria-busy="true">
    <Spinner label="Loading the draws of that day..." />
  </div>
);

/** Every draw of one day, as /results' loader read it (results-reads.ts). */
export function DayResults({ read, states }: { read: DayRead; states: readonly StateCode[] }) {
  const { revalidate } = useRevalidator();
  return (
    <Loaded
      resolve={read}
      loading={null}
      pending={LOADING}
      failed="The draws of that day could not be loaded."
      error={(err) => (
        <Alert kind="error">
          The draws of that day could not be loaded: {err instanceof Error ? err.message : String(err)}{' '}
          <button type="button" className="btn-link" onClick={() => void revalidate()}>
            Try again
          </button>
        </Alert>
      )}
    >
      {({ day, results }) => (
        <div className="results-grid">
          {dayCards(results, day, states, Date.now()).map((card) => (
            <StateCard key={card.state} card={card} showDates={false} />
          ))}
        </div>
      )}
    </Loaded>
  );
}
