// "Has my number come up?": the draws of a number, exact or in any order (box), newest first.
import { useState, type FormEvent } from 'react';
import { drawName, RESULTS_LIMIT_DEFAULT, type ResultDto, type StateCode } from '@shared/results';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { formatCalendarDay } from '../../lib/dates';
import { getResults } from '../../lib/results-api';
import { DrawNumber } from './state-card';

export const NUMBER_PROBLEM = 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.';

type Search = { number: string; box: boolean; state: StateCode | undefined };
type Outcome = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'found'; search: Search; results: ResultDto[] };

function summary({ search, results }: Extract<Outcome, { kind: 'found' }>): string {
  const how = search.box ? `${search.number} in any order` : search.number;
  if (results.length === 0) return `No draws of ${how} found.`;
  const newest = results.length >= RESULTS_LIMIT_DEFAULT ? ` (the newest ${RESULTS_LIMIT_DEFAULT})` : '';
  return `${results.length} draw${results.length === 1 ? '' : 's'} of ${how}${newest}:`;
}

export function NumberSearch({ state }: { state: StateCode | undefined }) {
  const [number, setNumber] = useState('');
  const [box, setBox] = useState(false);
  const [problem, setProblem] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = number.trim();
    if (!/^\d{3,4}$/.test(typed)) {
      setProblem(NUMBER_PROBLEM);
      return;
    }
    setProblem('');
    const search = { number: typed, box, state };
    setOutcome({ kind: 'loading' });
    try {
      setOutcome({ kind: 'found', search, results: await getResults({ number: typed, box, state }) });
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <section className="results-search card" aria-labelledby="results-search-title">
      <h2 id="results-search-title">Search a number</h2>
      <p className="muted">
        Find the draws of a number{state ? ' in the state chosen above' : ' in all seven states'}: exactly as drawn, or in any order (box).
      </p>
      <form className="results-search-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="results-number">
            Number
          </label>
          <input
            id="results-number"
            name="number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="e.g. 047"
            value={number}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'results-number-error' : undefined}
            onChange={(e) => setNumber(e.target.value)}
          />
          {problem && (
            <span id="results-number-error" className="field-error">
              {problem}
            </span>
          )}
        </div>
        <label className="field-check results-box-toggle">
          <input type="checkbox" checked={box} onChange={(e) => setBox(e.target.checked)} />
          Any order (box)
        </label>
        <button type="submit" className="btn btn-primary" disabled={outcome.kind === 'loading'}>
          Search
        </button>
      </form>
      <div aria-live="polite">
        {outcome.kind === 'loading' && <Spinner label="Searching..." />}
        {outcome.kind === 'error' && <Alert kind="error">{outcome.message}</Alert>}
        {outcome.kind === 'found' && (
          <>
            <p className="results-search-summary">{summary(outcome)}</p>
            {outcome.results.length > 0 && (
              <ol className="results-search-list" aria-label="Matching draws">
                {outcome.results.map((r) => (
                  <li key={r._id} className="results-search-item">
                    <DrawNumber number={r.number} small />
                    <span className="results-search-draw">
                      <strong>{drawName(r)}</strong>
                      <span className="muted">{formatCalendarDay(r.drawDate)}</span>
                    </span>
                    {outcome.search.box && (
                      <span className={`results-match${r.number === outcome.search.number ? ' is-exact' : ''}`}>
                        {r.number === outcome.search.number ? 'Exact' : 'Box'}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </section>
  );
}
