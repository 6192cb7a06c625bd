// "Has my number come up?": the draws of a number, exact or in any order (box), newest first. The
// search lives in the address with the state and the day (?number=047&box=1), so it can be shared,
// and a reload or Back shows it again.
import { useActionState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { drawName, RESULTS_LIMIT_DEFAULT, type StateCode } from '@shared/results';
import { Loaded } from '../../components/loaded';
import { formatCalendarDay } from '../../lib/dates';
import { formChecked, formText } from '../../lib/form-values';
import { DrawNumber } from './state-card';
import { correctionLabel, fileDisagreesLabel } from '../../lib/result-corrections';
import { isNumber, type Found } from './results-reads';

export const NUMBER_PROBLEM = 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.';

function summary({ search, results }: Found): string {
  const how = search.box ? `${search.number} in any order` : search.number;
  if (results.length === 0) return `No draws of ${how} found.`;
  const newest = results.length >= RESULTS_LIMIT_DEFAULT ? ` (the newest ${RESULTS_LIMIT_DEFAULT})` : '';
  return `${results.length} draw${results.length === 1 ? '' : 's'} of ${how}${newest}:`;
}

interface Asking {
  number: string;
  box: boolean;
  problem?: string;
}

/** The form, and the draws /results' loader found for the number in the address (results-reads.ts). */
export function NumberSearch({ found, state }: { found: Promise<Found | null>; state: StateCode | undefined }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('number') ?? '';
  const askedBox = params.get('box') === '1';

  // The form as last submitted (React resets it to this after each search). Searching the same
  // number again sets the same address, which the loader reads again.
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
      return { number, box };
    },
    { number: asked, box: askedBox, problem: asked && !isNumber(asked) ? NUMBER_PROBLEM : undefined },
  );
  const { problem } = asking;

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
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <div aria-live="polite">
        {/* A new search is a new read: its spinner shows in place of the last one's draws. */}
        <Loaded key={`${asked}\u0000${askedBox}\u0000${state ?? ''}`} resolve={found} loading="Searching..." failed="The search could not be done.">
          {(outcome) =>
            outcome && (
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
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
