import type { PairDto, PredictionBatchDto } from '@shared/predictions';
import { formatDay, formatTime } from '../../lib/dates';

/** "first - second"; a pair with one number shows just that number. */
export function pairText(p: PairDto): string {
  return [p.number1, p.number2].filter((n) => n !== '').join(' - ');
}

function PairList({ title, pairs, variant }: { title: string; pairs: PairDto[]; variant: 'main' | 'alt' }) {
  if (pairs.length === 0) return null;
  return (
    <div className={`pair-block pair-block-${variant}`}>
      <h4 className="pair-title">{title}</h4>
      <ol className="pair-list">
        {[...pairs]
          .sort((a, b) => a.priority - b.priority)
          .map((p) => (
            <li key={`${p.priority}-${p.number1}-${p.number2}`} className="pair">
              <span className="pair-priority" aria-label={`Priority ${p.priority}`}>
                {p.priority}
              </span>
              <span className="pair-numbers">{pairText(p)}</span>
            </li>
          ))}
      </ol>
    </div>
  );
}

/** One published batch: its day, morning or evening, the note and both number lists. */
export function BatchCard({ batch, compact = false }: { batch: PredictionBatchDto; compact?: boolean }) {
  const time = batch.timestamp ? formatTime(batch.timestamp) : '';
  return (
    <article className={`batch-card${compact ? ' is-compact' : ''}`}>
      <header className="batch-head">
        <div>
          <h3 className="batch-date">{formatDay(batch.date)}</h3>
          {time && <span className="batch-time">Published {time}</span>}
        </div>
        <span className={`tod-chip tod-${batch.timeOfDay === 'Morning' ? 'morning' : 'evening'}`}>{batch.timeOfDay}</span>
      </header>
      {batch.sharedContent && <p className="batch-content">{batch.sharedContent}</p>}
      <div className="batch-pairs">
        <PairList title="Predictions" pairs={batch.predictions} variant="main" />
        <PairList title="Best Alternatives" pairs={batch.alternatives} variant="alt" />
      </div>
    </article>
  );
}
