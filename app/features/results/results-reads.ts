// What /results reads on opening, from its address (docs/app.md, "How a page reads data"):
// without ?date= the latest draws of every slot (kept on the device for subscribers, as today's
// predictions are, and shown with their age when the network fails), with it the draws of that
// day; and the draws of ?number= (with ?box=1, in any order; with ?state=, in that state).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { RESULTS_LIMIT_MAX, stateOf, type LatestResultsDto, type ResultDto, type StateCode } from '@shared/results';
import { isRealDay } from '@shared/calendar';
import { todayDay } from '../../lib/dates';
import { keptRead, type KeptRead } from '../../lib/kept-read';
import { keptForReaders } from '../../lib/offline-owner';
import { reads } from '../../lib/page-data';
import { getLatestResults, getResults } from '../../lib/results-api';

// A network that hangs is a failure too: the saved copy shows instead of a spinner for ever.
const LATEST_TIMEOUT_MS = 15_000;

/** A number the search asks for: 3 or 4 digits. */
export const isNumber = (s: string) => /^\d{3,4}$/.test(s);

/** The day in the address, when it is a real day not after today; else ''. */
export function dayOf(raw: string | null): string {
  const date = raw ?? '';
  return isRealDay(date) && date <= todayDay() ? date : '';
}

export type Search = { number: string; box: boolean; state: StateCode | undefined };
export type Found = { search: Search; results: ResultDto[] };

export function resultsLoader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const { signal } = request;
  const state = stateOf(q.get('state') ?? '');
  const date = dayOf(q.get('date'));
  const number = q.get('number') ?? '';
  const search: Search = { number, box: q.get('box') === '1', state };
  const found: Promise<Found | null> = isNumber(number)
    ? getResults({ number, box: search.box, state }, { signal }).then((results) => ({ search, results }))
    : Promise.resolve(null);
  if (date) {
    // Every draw of one day (at most 36 across the seven states: one request).
    const day = getResults({ from: date, to: date, limit: RESULTS_LIMIT_MAX }, { signal }).then((results) => ({ day: date, results }));
    return reads({ day, found });
  }
  // Only after a failure: the draws change through the day, and an old copy shown first would
  // read as the latest.
  const latest: KeptRead<LatestResultsDto> = keptRead({
    key: 'latest-results',
    keep: keptForReaders,
    savedFirst: false,
    fallback: 'any',
    signal,
    fetch: (s) => getLatestResults({ signal: s, timeoutMs: LATEST_TIMEOUT_MS }),
  });
  return reads({ latest, found });
}

export type DayRead = Promise<{ day: string; results: ResultDto[] }>;
