import { useRevalidator } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { Spinner } from '../../components/spinner';
import { formatDate, formatTime } from '../../lib/dates';
import type { KeptRead } from '../../lib/kept-read';
import { isOffline } from '../../lib/offline-owner';
import type { LatestResultsDto, StateCode } from '@shared/results';
import { hasStoredNumber, latestCards, scheduleOf, type StateCard as Card } from '../../lib/draw-cells';
import { StateCard } from './state-card';

const LOADING = (
  <div className="results-status" aria-busy="true">
    <Spinner label="Loading the latest draws..." />
  </div>
);

/** The newest draw of every slot of `states`; a saved copy, said so, when the network fails. */
export function LatestResults({ read, states }: { read: KeptRead<LatestResultsDto>; states: readonly StateCode[] }) {
  const { revalidate } = useRevalidator();
  const tryAgain = (
    <button type="button" className="btn-link" onClick={() => void revalidate()}>
      Try again
    </button>
  );
  return (
    <Loaded
      resolve={read}
      loading={null}
      pending={LOADING}
      failed="The results could not be loaded."
      error={(err) => (
        <Alert kind="error">
          {isOffline(err) ? "You're offline and no results are saved on this device yet." : `The results could not be loaded: ${err instanceof Error ? err.message : String(err)}`}{' '}
          {tryAgain}
        </Alert>
      )}
    >
      {(latest) => (
        <>
          {latest.fromDevice && latest.savedAt && (
            <p className="offline-banner" role="status">
              <strong>
                Saved copy from {formatDate(latest.savedAt)} at {formatTime(latest.savedAt)}.
              </strong>{' '}
              {latest.offline ? "You're offline; newer draws show once you are back online." : 'The latest results could not be loaded.'} {tryAgain}
            </p>
          )}
          <LatestCards cards={latestCards(latest.value.slots, states, Date.now())} />
        </>
      )}
    </Loaded>
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
