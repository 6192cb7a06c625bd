import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { formatDate, formatTime } from '../../lib/dates';
import type { StateCode } from '@shared/results';
import { latestCards } from './draw-cells';
import { StateCard } from './state-card';
import { useLatestResults } from './use-latest-results';

/** The newest draw of every slot of `states`; a saved copy, said so, when the network fails. */
export function LatestResults({ states }: { states: readonly StateCode[] }) {
  const { state, reload } = useLatestResults();

  if (state.kind === 'loading') {
    return (
      <div className="results-status" aria-busy="true">
        <Spinner label="Loading the latest draws..." />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert kind="error">
        {state.offline ? "You're offline and no results are saved on this device yet." : `The results could not be loaded: ${state.message}`}{' '}
        <button type="button" className="btn-link" onClick={reload}>
          Try again
        </button>
      </Alert>
    );
  }
  const { saved } = state;
  return (
    <>
      {saved && (
        <p className="offline-banner" role="status">
          <strong>Saved copy from {formatDate(saved.savedAt)} at {formatTime(saved.savedAt)}.</strong>{' '}
          {saved.offline ? "You're offline; newer draws show once you are back online." : 'The latest results could not be loaded.'}{' '}
          <button type="button" className="btn-link" onClick={reload}>
            Try again
          </button>
        </p>
      )}
      <div className="results-grid">
        {latestCards(state.latest.slots, states, Date.now()).map((card) => (
          <StateCard key={card.state} card={card} showDates />
        ))}
      </div>
    </>
  );
}
