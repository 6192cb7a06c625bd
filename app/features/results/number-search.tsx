// "Has my number come up?": the draws of a number, exact or in any order (box), newest first. The
// search lives in the address with the state and the day (?number=047&box=1), so it can be shared,
// and a reload or Back shows it again.
import { useActionState, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { drawName, RESULTS_LIMIT_DEFAULT, type ResultDto, type StateCode } from '@shared/results';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { formatCalendarDay } from '../../lib/dates';
import { formChecked, formText } from '../../lib/form-values';
import { getResults } from '../../lib/results-api';
import { DrawNumber } from './state-card';
import { correctionLabel, fileDisagreesLabel } from '../../lib/result-corrections';

export const NUMBER_PROBLEM = 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.';

type Search = { number: string; box: boolean; state: StateCode | undefined };
type Outcome = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'found'; search: Search; results: ResultDto[] };

function summary({ search, results }: Extract<Outcome, { kind: 'found' }>): string {
  const how = search.box ? `${search.number} in any order` : search.number;
  if (results.length === 0) return `No draws of ${how} found.`;
  const newest = results.length >= RESULTS_LIMIT_DEFAULT ? ` (the newest ${RESULTS_LIMIT_DEFAULT})` : '';
  return `${results.length} draw${results.length === 1 ? '' : 's'} of ${how}${newest}:`;
}

const isNumber = (s: string) => /^\d{3,4}$/.test(s);

interface Asking {
  number: string;
  box: boolean;
  problem?: string;
  round: number;
}

export function NumberSearch({ state }: { state: StateCode | undefined }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('number') ?? '';
  const askedBox = params.get('box') === '1';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  // The form as last submitted (React resets it to this after each search); `round` counts the
  // searches, so searching the same number again reads the draws again.
  const [asking, submitSearch] = useActionState(
    (last: Asking, data: FormData): Asking => {
      const number = formText(data, 'number');
      const box = formChecked(data, 'box');
      const typed = number.trim();
      if (!isNumber(typed)) return { ...last, number, box, problem: NUMBER_PROBLEM };
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('number', typed);
          if (box) next.set('box', '1');
          else next.delete('box');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      return { number, box, round: last.round + 1 };
    },
    { number: asked, box: askedBox, problem: asked && !isNumber(asked) ? NUMBER_PROBLEM : undefined, round: 0 },
  );
  const { problem, round } = asking;

  useEffect(() => {
    if (!isNumber(asked)) return setOutcome({ kind: 'idle' });
    const search = { number: asked, box: askedBox, state };
    const abort = new AbortController();
    setOutcome({ kind: 'loading' });
    getResults({ number: asked, box: askedBox, state }, { signal: abort.signal }).then(
      (results) => setOutcome({ kind: 'found', search, results }),
      (err: unknown) => {
        if (!abort.signal.aborted) setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => abort.abort();
  }, [asked, askedBox, state, round]);

  return (
    <section className="results-search card" aria-labelledby="results-search-title">
      <h2 id="results-search-title">Search a number</h2>
      <p className="muted">Find the draws of a number{state ? ' in the state chosen above' : ' in all seven states'}: exactly as drawn, or in any order (box).</p>
      <form className="results-search-form" action={submitSearch} noValidate>
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
            defaultValue={asking.number}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'results-number-error' : undefined}
          />
          {problem && (
            <span id="results-number-error" className="field-error">
              {problem}
            </span>
          )}
        </div>
        <label className="field-check results-box-toggle">
          <input type="checkbox" name="box" defaultChecked={asking.box} />
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
                      {r.corrections && <span className="draw-corrected">{correctionLabel(r.corrections)}</span>}
                      {r.fileNumber && <span className="draw-flagged">{fileDisagreesLabel(r.fileNumber)}</span>}
                    </span>
                    {outcome.search.box && (
                      <span className={`results-match${r.number === outcome.search.number ? ' is-exact' : ''}`}>{r.number === outcome.search.number ? 'Exact' : 'Box'}</span>
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
