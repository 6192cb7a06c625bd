import { Fragment } from 'react';
import type { PairDto, PredictionBatchDto } from '@shared/predictions';
import type { StateCode } from '@shared/results';
import { dayOfInstant, formatDay, formatMonthDay, formatTime } from '../lib/dates';
import { useFollowedStates } from '../lib/followed-states';
import { batchHitLine, closedLabel, hitsOf, otherStatesLabel, setDrawsLabel, splitByStates, validThroughLabel } from '../lib/hit-labels';
import { TACTICS } from '../content/marketing';
import { TacticsList } from './tactics-list';
import { HitMarks } from './hit-marks';

/** "first - second"; a pair with one number shows just that number. */
export function pairText(p: PairDto): string {
  return [p.number1, p.number2].filter((n) => n !== '').join(' - ');
}

/**
 * One pair: its chip (as pairText says it, each number that hit underlined) and its hits below,
 * those in the reader's states first and the others folded (docs/product.md,
 * "Followed states and result pushes").
 */
function PairItem({ pair, followed }: { pair: PairDto; followed: readonly StateCode[] }) {
  const numbers = [pair.number1, pair.number2].filter((n) => n !== '');
  // The same number twice in a pair hit the same draws: its badges are listed once.
  const hitNumbers = [...new Set(numbers)].filter((n) => hitsOf(pair, n).length > 0);
  const split = hitNumbers.map((n) => ({ number: n, ...splitByStates(hitsOf(pair, n), followed) }));
  const folded = split.reduce((sum, s) => sum + s.others.length, 0);
  return (
    <li className={`pair-item${hitNumbers.length ? ' has-hits' : ''}`}>
      <span className="pair">
        <span className="pair-priority" aria-label={`Priority ${pair.priority}`}>
          {pair.priority}
        </span>
        <span className="pair-numbers">
          {/* Plain text around the marks: the pair still reads (and is found) as one "047 - 123". */}
          {numbers.map((n, i) => (
            <Fragment key={i}>
              {i > 0 && ' - '}
              {hitNumbers.includes(n) ? <mark className="pair-number-hit">{n}</mark> : n}
            </Fragment>
          ))}
        </span>
      </span>
      {split.map((s) => (
        <HitMarks key={s.number} number={s.number} hits={s.mine} />
      ))}
      {folded > 0 && (
        <details className="hits-folded">
          <summary>{otherStatesLabel(folded)}</summary>
          {split.map((s) => (
            <HitMarks key={s.number} number={s.number} hits={s.others} />
          ))}
        </details>
      )}
    </li>
  );
}

function PairList({ title, pairs, variant, followed }: { title: string; pairs: PairDto[]; variant: 'main' | 'alt'; followed: readonly StateCode[] }) {
  if (pairs.length === 0) return null;
  return (
    <div className={`pair-block pair-block-${variant}`}>
      <h4 className="pair-title">{title}</h4>
      <ol className="pair-list">
        {[...pairs]
          .sort((a, b) => a.priority - b.priority)
          .map((p) => (
            <PairItem key={`${p.priority}-${p.number1}-${p.number2}`} pair={p} followed={followed} />
          ))}
      </ol>
    </div>
  );
}

/**
 * When the batch came out: "Published 11:47 PM" on its own day; a batch entered on a later day
 * than the one it is dated (a back-filled manual prediction) says so, "Entered Nov 25, 11:47 PM",
 * so it never reads as published on time. '' for a batch without a time (the preview).
 */
export function publishedLabel(batch: Pick<PredictionBatchDto, 'date' | 'timestamp' | 'createdAt'>): string {
  const entered = batch.createdAt || batch.timestamp;
  if (!entered) return '';
  const day = dayOfInstant(entered);
  if (day > batch.date) return `Entered ${formatMonthDay(day)}, ${formatTime(entered)}`;
  return `Published ${formatTime(batch.timestamp || entered)}`;
}

/** Which draws the numbers are for, and (but in the archive's compact cards) the two tactics the pages name. */
function SetGuide({ batch, tactics }: { batch: PredictionBatchDto; tactics: boolean }) {
  const draws = setDrawsLabel(batch);
  return (
    <div className="batch-guide">
      {draws && <p className="batch-draws">{draws}</p>}
      {tactics && (
        <details className="batch-tactics">
          <summary>How to play this set: {TACTICS.join(' and ')}</summary>
          <TacticsList />
        </details>
      )}
    </div>
  );
}

/**
 * One published batch: its day, morning or evening, the note, both number lists and how they scored.
 * `closed`: shown among today's while its window has closed, so it says so in words.
 */
export function BatchCard({ batch, compact = false, closed = false }: { batch: PredictionBatchDto; compact?: boolean; closed?: boolean }) {
  const published = publishedLabel(batch);
  const followed = useFollowedStates();
  return (
    <article className={`batch-card${compact ? ' is-compact' : ''}${closed ? ' is-closed' : ''}`}>
      <header className="batch-head">
        <div>
          <h3 className="batch-date">{formatDay(batch.date)}</h3>
          {published && <span className="batch-time">{published}</span>}
        </div>
        <span className={`tod-chip tod-${batch.timeOfDay === 'Morning' ? 'morning' : 'evening'}`}>{batch.timeOfDay}</span>
      </header>
      {closed && <p className="batch-closed">{closedLabel(batch)}</p>}
      {batch.sharedContent && <p className="batch-content">{batch.sharedContent}</p>}
      <div className="batch-pairs">
        <PairList title="Predictions" pairs={batch.predictions} variant="main" followed={followed} />
        <PairList title="Best Alternatives" pairs={batch.alternatives} variant="alt" followed={followed} />
      </div>
      <p className="batch-score">
        <span className={`batch-score-hits${batch.awaitingDraws ? ' is-awaiting' : ''}`}>{batchHitLine(batch)}</span>
        {batch.validThrough && !closed && <span>{validThroughLabel(batch)}</span>}
      </p>
      <SetGuide batch={batch} tactics={!compact} />
    </article>
  );
}
