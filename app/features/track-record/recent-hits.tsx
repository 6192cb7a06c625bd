// "Recent hits" (docs/product.md, "The proof list"): proof a visitor can check before paying. Every
// hit of a number whose window closed PROOF_DELAY_DAYS or more days ago, newest draw first: the
// number, the kind in words (with the number drawn, for a box hit), the draw, linking to its stored
// official result, and when the number was published, as GET /api/track-record/hits says. The
// first page comes with the page's loader; "Show more" reads the next, a page at a time by the last
// _id seen, and keeps them here until the loader reads the first page again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProofHitDto } from '@shared/hits';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { Spinner } from '../../components/spinner';
import { anonymousClient, answer } from '../../lib/api-client';
import { drawnLabel, HIT_KIND_LABELS, officialResultPath } from '../../lib/hit-labels';
import { correctionLabel } from '../../lib/result-corrections';
import { daysLabel, proofDelayDays, proofDrawName, proofDrawWhen, proofPublished } from './proof-labels';
import { PROOF_PAGE_SIZE } from './track-record-reads';

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

const LOAD_FAILED = 'The recent hits could not be loaded.';

export function RecentHits({ first }: { first: Promise<ProofHitDto[]> }) {
  const delay = proofDelayDays();
  return (
    <section className="card track-panel" aria-labelledby="track-proof-title">
      <h2 id="track-proof-title">Recent hits</h2>
      {delay === 0 ? (
        <p className="muted">The numbers themselves are not published here: the figures above count every hit.</p>
      ) : (
        <p className="muted">
          Every hit of a published number, newest draw first, with its draw and when we published the number, so you can check it against the official results: each draw links to
          its result. Hits appear here {daysLabel(delay)} after a prediction&apos;s window closes: until then the numbers are our subscribers&apos;.
        </p>
      )}
      {delay > 0 && (
        <Loaded resolve={first} loading="Loading recent hits..." failed={LOAD_FAILED}>
          {(page) => <ProofList first={page} delay={delay} />}
        </Loaded>
      )}
    </section>
  );
}

/** The hits: the loader's first page, then each page "Show more" read after it. */
function ProofList({ first, delay }: { first: ProofHitDto[]; delay: number }) {
  // The pages read after `first`; a new first page (another period opened) starts over.
  const [more, setMore] = useState<{ after: ProofHitDto[]; pages: ProofHitDto[][] }>({ after: first, pages: [] });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const pages = more.after === first ? more.pages : [];
  const hits = [first, ...pages].flat();
  const lastPage = pages.length > 0 ? pages[pages.length - 1] : first;
  const hasMore = lastPage.length === PROOF_PAGE_SIZE;

  async function showMore() {
    const before = hits[hits.length - 1]?._id;
    if (!before) return;
    setLoading(true);
    setError('');
    try {
      const page = await answer(anonymousClient['track-record'].hits.$get({ query: { limit: String(PROOF_PAGE_SIZE), before } }));
      setMore({ after: first, pages: [...pages, page] });
    } catch (err) {
      setError(err instanceof Error ? err.message : LOAD_FAILED);
    }
    setLoading(false);
  }

  return (
    <div aria-busy={loading}>
      {error && <Alert kind="error">{error}</Alert>}
      {hits.length === 0 && (
        <p className="empty-state">
          No hits to show yet. A hit appears here {daysLabel(delay)} after its prediction&apos;s window closes; the figures above count it as soon as its draw&apos;s result is in.
        </p>
      )}
      {hits.length > 0 && (
        <ol className="proof-list">
          {hits.map((h) => (
            <ProofItem key={h._id} hit={h} />
          ))}
        </ol>
      )}
      <div className="proof-footer">
        {loading ? (
          <Spinner label="Loading recent hits..." />
        ) : (
          hasMore && (
            <button type="button" className="btn btn-secondary" onClick={() => void showMore()}>
              Show more
            </button>
          )
        )}
      </div>
    </div>
  );
}
