// /results: the official draws of the seven states (docs/product.md, "Official results"), public.
// The latest draw of every state's Pick 3 and Pick 4 by draw time, or one picked day's; a state
// filter; a number search. The filter, the day and the number searched live in the address
// (?state=TX&date=2026-06-14&number=047&box=1), so a view can be shared. Someone who follows fewer than the seven states opens on theirs
// (docs/product.md, "Followed states and result pushes"); ?state=all shows every state.
import { useMemo } from 'react';
import { useSearchParam } from '../../lib/use-search-param';
import { STATE_CODES, stateName, stateOf, type StateCode } from '@shared/results';
import { formatDay, todayDay } from '../../lib/dates';
import { usePageData } from '../../lib/page-data';
import { followsSome, useFollowedStates } from '../../lib/followed-states';
import { DayResults } from './day-results';
import { LatestResults } from './latest-results';
import { NumberSearch } from './number-search';
import { dayOf, resultsLoader } from './results-reads';
import './results.css';

const STATE_OPTIONS = STATE_CODES.map((code) => ({ code, name: stateName(code) }));
const ALL_STATES = new Intl.ListFormat('en-US').format(STATE_OPTIONS.map((s) => s.name));

export const loader = resultsLoader;

export default function ResultsPage() {
  const data = usePageData<typeof loader>();
  const [params, setParam] = useSearchParam<'state' | 'date'>();
  const followed = useFollowedStates();
  const mine = followsSome(followed);
  const asked = params.get('state') ?? '';
  const state = stateOf(asked);
  const today = todayDay();
  const date = dayOf(params.get('date'));
  // Without a state in the address: the reader's own states, else all of them.
  const everyState = asked === 'all' || !mine;
  const states = useMemo<readonly StateCode[]>(() => (state ? [state] : everyState ? STATE_CODES : followed), [state, everyState, followed]);
  const choice = state ?? (everyState ? (mine ? 'all' : '') : '');

  return (
    <div className="results-page">
      <section className="results-hero">
        <div className="container">
          <span className="section-eyebrow">Official results</span>
          <h1 className="page-title">Lottery Results</h1>
          <p>The winning Pick 3 and Pick 4 numbers of {ALL_STATES}, by draw time.</p>
        </div>
      </section>
      <div className="container results-body">
        <form className="results-filters card" aria-label="Which results" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label className="field-label" htmlFor="results-state">
              State
            </label>
            <select id="results-state" value={choice} onChange={(e) => setParam('state', e.target.value)}>
              {mine ? (
                <>
                  <option value="">My states</option>
                  <option value="all">All states</option>
                </>
              ) : (
                <option value="">All states</option>
              )}
              {STATE_OPTIONS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="results-date">
              Draw date
            </label>
            <input id="results-date" type="date" max={today} value={date} onChange={(e) => setParam('date', e.target.value)} />
          </div>
          {date && (
            <button type="button" className="btn btn-secondary results-latest-btn" onClick={() => setParam('date', '')}>
              Latest draws
            </button>
          )}
        </form>
        <h2 className="results-view-title">{date ? `Draws of ${formatDay(date)}` : 'Latest draws'}</h2>
        {'day' in data ? <DayResults key={date} read={data.day} states={states} /> : <LatestResults read={data.latest} states={states} />}
        <NumberSearch found={data.found} state={state} />
      </div>
    </div>
  );
}
