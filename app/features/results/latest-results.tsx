import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { formatDate, formatTime } from '../../lib/dates';
import type { StateCode } from '@shared/results';
import { hasStoredNumber, latestCards, scheduleOf, type StateCard as Card } from '../../lib/draw-cells';
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
          <strong>
            Saved copy from {formatDate(saved.savedAt)} at {formatTime(saved.savedAt)}.
          </strong>{' '}
          {saved.offline ? "You're offline; newer draws show once you are back online." : 'The latest results could not be loaded.'}{' '}
          <button type="button" className="btn-link" onClick={reload}>
            Try again
          </button>
        </p>
      )}
      <LatestCards cards={latestCards(state.latest.slots, states, Date.now())} />
    </>
  );
}

/**
 * The cards of the states with a stored number; the states without one (all seven on a fresh
 * install) as one short list of when they draw, instead of a card per state of "awaiting" cells.
 */
function LatestCards({ cards }: { cards: Card[] }) {
  const shown = cards.filter(hasStoredNumber);
  const waiting = cards.filter((c) => !hasStoredNumber(c));
  return (
    <>
      {shown.length > 0 && (
        <div className="results-grid">
          {shown.map((card) => (
            <StateCard key={card.state} card={card} showDates />
          ))}
        </div>
      )}
      {waiting.length > 0 && (
        <section className="card results-none" aria-labelledby="results-none-title">
          <h3 id="results-none-title">{shown.length === 0 ? 'No results posted yet' : `No results posted yet for ${listOf(waiting.map((c) => c.name))}`}</h3>
          <p className="muted">Each draw&apos;s winning numbers show here once they are in. The draws, on each state&apos;s clock:</p>
          <ul className="results-schedule">
            {waiting.map((c) => (
              <li key={c.state}>
                <strong>{c.name}</strong>
                <span>{scheduleOf(c.state)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

const listOf = (names: string[]) => new Intl.ListFormat('en-US').format(names);
