// Combination calculator (docs/app.md, "The calculator"): every
// non-decreasing digit string with as many digits as the input and the same digit sum.
// Counting and row building live in combinations.ts; this page only composes them.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { CombinationList } from './combination-list';
import { NO_COMBINATIONS_MESSAGE, createCombinationSpace, parseCalculatorInput } from './combinations';
import type { CombinationSpace } from './combinations';
import { CopyControls } from './copy-controls';
import { formatCount } from './use-copy-combinations';
import './calculator.css';

const INPUT_NAME = 'combination-number';

export default function CalculatorPage() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [space, setSpace] = useState<CombinationSpace | null>(null);
  // Each calculation gets a fresh list (scrolled to the top, no leftover "Go to" entry).
  const [run, setRun] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  // On a phone the results start below the fold; a new calculation brings them into view.
  useEffect(() => {
    const results = resultsRef.current;
    if (run === 0 || !results || results.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    results.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [run]);

  function focusInput() {
    const input = formRef.current?.elements.namedItem(INPUT_NAME);
    if (input instanceof HTMLInputElement) input.focus();
  }

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCalculatorInput(value);
    if (!parsed.ok) {
      setError(parsed.error);
      setSpace(null);
      focusInput();
      return;
    }
    setError(null);
    // Building the count table is cheap (well under a millisecond for 30 digits), so it runs
    // right here; rows are only made when the list shows them. The list renders as a transition:
    // the click's task ends at once, and mounting the list (which measures its viewport) runs
    // in tasks of its own.
    const next = createCombinationSpace(parsed.length, parsed.sum);
    startTransition(() => {
      setSpace(next);
      setRun((n) => n + 1);
    });
  }

  function reset() {
    setValue('');
    setError(null);
    setSpace(null);
    focusInput();
  }

  return (
    <div className="page calculator-page">
      <h1 className="page-title">Check your Number Combinations</h1>
      <p className="muted">
        Enter a number to see every combination of digits with the same number of digits and the same digit sum, each written with its digits in ascending order.
      </p>

      <form ref={formRef} className="card stack calculator-form" onSubmit={calculate} noValidate>
        <TextField
          label="Enter a number"
          name={INPUT_NAME}
          value={value}
          onChange={setValue}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 123"
          hint="Digits only. Leading zeros count as digits: 047 has three."
        />
        {error && <Alert kind="error">{error}</Alert>}
        <div className="row">
          <button type="submit" className="btn btn-primary">
            Calculate
          </button>
          <button type="button" className="btn btn-secondary" onClick={reset}>
            Reset
          </button>
        </div>
      </form>

      <section ref={resultsRef} className="card stack calculator-results" aria-labelledby="calculator-results-title">
        <h2 id="calculator-results-title">Results</h2>
        <p className="muted" aria-live="polite">
          {space === null
            ? 'Enter a number and press Calculate to see its combinations.'
            : space.count > 0 &&
              `${formatCount(space.count)} ${space.count === 1 ? 'combination' : 'combinations'} of ${space.length} ${
                space.length === 1 ? 'digit' : 'digits'
              } adding up to ${space.sum}.`}
        </p>
        {space !== null && space.count === 0 && <Alert kind="info">{NO_COMBINATIONS_MESSAGE}</Alert>}
        <CopyControls space={space} />
        {space !== null && space.count > 0 && <CombinationList key={run} space={space} label="Combinations" />}
      </section>
    </div>
  );
}
