// "Recent hits" (docs/product.md, "The proof list"): proof a visitor can check before paying. Every
// hit of a number whose window closed PROOF_DELAY_DAYS or more days ago, newest draw first: the
// number, the kind in words (with the number drawn, for a box hit), the draw, linking to its stored
// official result, and when the number was published, as GET /api/track-record/hits says.
import { Link } from 'react-router-dom';
import type { ProofHitDto } from '@shared/hits';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { drawnLabel, HIT_KIND_LABELS, officialResultPath } from '../../lib/hit-labels';
import { correctionLabel } from '../../lib/result-corrections';
import { daysLabel, proofDelayDays, proofDrawName, proofDrawWhen, proofPublished } from './proof-labels';
import { useProofHits } from './use-proof-hits';

function ProofItem({ hit }: { hit: ProofHitDto }) {
  return (
    <li className={`proof-item hit-${hit.kind}`}>
      <span className="proof-number">{hit.number}</span>
      <span className="proof-facts">
        <strong className="proof-kind">
          <span aria-hidden="true">{hit.kind === 'straight' ? '★ ' : '◆ '}</span>
          {HIT_KIND_LABELS[hit.kind]}
          {drawnLabel(hit) && <span className="proof-drawn">, {drawnLabel(hit)}</span>}
        </strong>
        <Link className="proof-draw" to={officialResultPath(hit)}>
          {proofDrawName(hit)}, {proofDrawWhen(hit)}
        </Link>
        {hit.corrections && <span className="proof-corrected">Result {correctionLabel(hit.corrections).replace(/^C/, 'c')}</span>}
        <span className="proof-published">{proofPublished(hit)}</span>
        {hit.ledgerSeq !== null && (
          <Link className="proof-entry" to={`/track-record/verify?entry=${hit.ledgerSeq}`}>
            Recorded in entry {hit.ledgerSeq.toLocaleString('en-US')} of the public record
          </Link>
        )}
      </span>
    </li>
  );
}

export function RecentHits() {
  const delay = proofDelayDays();
  const proof = useProofHits(delay > 0);

  return (
    <section className="card track-panel" aria-labelledby="track-proof-title" aria-busy={proof.loading}>
      <h2 id="track-proof-title">Recent hits</h2>
      {delay === 0 ? (
        <p className="muted">The numbers themselves are not published here: the figures above count every hit.</p>
      ) : (
        <p className="muted">
          Every hit of a published number, newest draw first, with its draw and when we published the number, so you can check it against the official results: each draw links to
          its result. Hits appear here {daysLabel(delay)} after a prediction&apos;s window closes: until then the numbers are our subscribers&apos;.
        </p>
      )}
      {proof.error && <Alert kind="error">{proof.error}</Alert>}
      {delay > 0 && !proof.loading && !proof.error && proof.hits.length === 0 && (
        <p className="empty-state">
          No hits to show yet. A hit appears here {daysLabel(delay)} after its prediction&apos;s window closes; the figures above count it as soon as its draw&apos;s result is in.
        </p>
      )}
      {proof.hits.length > 0 && (
        <ol className="proof-list">
          {proof.hits.map((h) => (
            <ProofItem key={h._id} hit={h} />
          ))}
        </ol>
      )}
      <div className="proof-footer">
        {proof.loading ? (
          <Spinner label="Loading recent hits..." />
        ) : (
          proof.hasMore && (
            <button type="button" className="btn btn-secondary" onClick={proof.more}>
              Show more
            </button>
          )
        )}
      </div>
    </section>
  );
}
