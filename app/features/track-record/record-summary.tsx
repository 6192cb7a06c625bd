import type { TrackRecordDto } from '@shared/hits';
import { KIND_NAMES, VERDICT_TEXT, byChance, formatShare, summaries, type KindSummary } from './figures';

/** A share as a bar, so the two can be compared at a glance; the figure beside it says the same. */
function ShareBar({ label, share, max, variant }: { label: string; share: number; max: number; variant: 'ours' | 'chance' }) {
  const width = max > 0 ? Math.max(1, (100 * share) / max) : 0;
  return (
    <div className={`share-row share-${variant}`}>
      <span className="share-label">{label}</span>
      <span className="share-track" aria-hidden="true">
        <span className="share-fill" style={{ width: `${width}%` }} />
      </span>
      <strong className="share-value">{formatShare(share)}</strong>
    </div>
  );
}

/** One kind's figures; against pure chance only when `compare` (enough results stored, docs/product.md, "Coverage"). */
function KindCard({ s, numbers, compare }: { s: KindSummary; numbers: number; compare: boolean }) {
  const name = KIND_NAMES[s.kind];
  const max = Math.max(s.share, s.chanceShare);
  const hits = `${s.hits} ${s.kind} ${s.hits === 1 ? 'hit' : 'hits'} over all draws`;
  return (
    <article className={`card record-card record-${s.kind}`} aria-labelledby={`record-${s.kind}`}>
      <h3 id={`record-${s.kind}`}>{name} hits</h3>
      {compare ? (
        <>
          <p className="record-lead">
            {s.numbersHit} of {numbers} numbers hit {s.kind} at least once; {byChance(s.expectedNumbersHit)}.
          </p>
          <ShareBar label="Our numbers" share={s.share} max={max} variant="ours" />
          <ShareBar label="Pure chance" share={s.chanceShare} max={max} variant="chance" />
          <p className="record-hits">
            {hits}; {byChance(s.expectedHits)}.
          </p>
          <p className={`record-verdict verdict-${s.verdict}`}>{VERDICT_TEXT[s.verdict]}</p>
        </>
      ) : (
        <p className="record-lead">
          {s.numbersHit} of {numbers} numbers hit {s.kind} at least once on the stored results; {hits}.
        </p>
      )}
    </article>
  );
}

/** The period's straight and box figures, each against pure chance when `compare`. */
export function RecordSummary({ record, compare = true }: { record: TrackRecordDto; compare?: boolean }) {
  return (
    <div className="record-cards">
      {summaries(record).map((s) => (
        <KindCard key={s.kind} s={s} numbers={record.numbers} compare={compare} />
      ))}
    </div>
  );
}
