// The measured track record beside a claim of the marketing copy (app/content/home.ts, about.ts,
// `record: true`): the last 30 days as GET /api/track-record counts them, with what pure chance
// gives for the same draws (or, with too few results stored, how many), and a link to the whole record. Asked once per page load (asked-once.ts).
import { Link } from 'react-router-dom';
import { coverageEnough, coverageText } from '@shared/coverage';
import type { TrackRecordDto } from '@shared/hits';
import type { Answer, anonymousClient } from '../lib/api-client';
import { getPublic } from '../lib/api-fetch';
import { askedOnce } from '../lib/asked-once';
import { useClaims } from '../lib/use-claims';
import { claimSentence } from '@shared/claims';

// Through the plain fetch, typed by the route: the home page's first download has no other use for
// the typed client (api-fetch.ts).
const useLastMonthRecord = askedOnce(() => getPublic<Answer<(typeof anonymousClient)['track-record']['$get']>>('/track-record'));

/** An expected count as said beside a real one: whole-ish, never "0.029". */
const about = (expected: number) => (expected < 1 ? 'fewer than 1' : `about ${expected.toFixed(expected < 10 ? 1 : 0)}`);

/** What the last 30 days measured, in one sentence; while unknown (loading, offline), the link alone. */
export function recordSentence(r: TrackRecordDto | null | undefined): string {
  if (!r) return '';
  // Too few results stored to compare with chance (docs/product.md, "Coverage"): the share, no comparison.
  if (!coverageEnough(r.coverage)) return `Measured over the last 30 days: ${coverageText(r.coverage)}, too few to compare our numbers with pure chance.`;
  if (r.numbers === 0) return 'Measured: no numbers scored against the official draws in the last 30 days yet.';
  return (
    `Measured over the last 30 days: ${r.straight.numbersHit} of ${r.numbers} numbers hit straight (pure chance: ${about(r.straight.expectedNumbersHit)}) ` +
    `and ${r.box.numbersHit} hit box (pure chance: ${about(r.box.expectedNumbersHit)}).`
  );
}

/**
 * Holds the sentence's place until the figures come (a typical answer's length, unseen), so the
 * copy below does not move when they arrive.
 */
const PLACEHOLDER = recordSentence({
  from: '',
  to: '',
  numbers: 100,
  draws: 0,
  straight: { numbersHit: 10, hits: 0, expectedHits: 0, expectedNumbersHit: 1 },
  box: { numbersHit: 10, hits: 0, expectedHits: 0, expectedNumbersHit: 10 },
  byState: [],
  withdrawn: 0,
  coverage: { scheduled: 0, stored: 0 },
});

export function MeasuredRecord({ className = '' }: { className?: string }) {
  const record = useLastMonthRecord();
  const sentence = recordSentence(record);
  return (
    <span className={`measured-record ${className}`.trim()}>
      {record === undefined ? (
        <span className="measured-record-figures is-pending" aria-hidden="true">
          {PLACEHOLDER}{' '}
        </span>
      ) : (
        sentence && <span className="measured-record-figures">{sentence} </span>
      )}
      <Link to="/track-record" className="measured-record-link">
        See our track record
      </Link>
    </span>
  );
}

/**
 * A sentence of the marketing copy, with the measured record beside it when it makes a claim about
 * the predictions; a claim about the business (a placeholder) only once the operator set it
 * (shared/claims.ts), else its `without` words.
 */
export function ClaimText({ claim, recordClassName }: { claim: { text: string; without?: string; record?: boolean }; recordClassName?: string }) {
  return (
    <>
      {claimSentence(claim, useClaims())}
      {claim.record && (
        <>
          {' '}
          <MeasuredRecord className={recordClassName} />
        </>
      )}
    </>
  );
}
