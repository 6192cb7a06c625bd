// /admin/cancellations: why members stop renewing (docs/product.md, "Cancelling"), in a range of
// days: the reasons they gave, drawn side by side, how many the retention offer kept, and the
// comments, newest first.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import { CANCEL_REASON_WORDS, type CancellationsDto, type CancelReason } from '@shared/offer-words';
import { getCancellations } from '../api/offers';
import { AdminLayout } from '../components/admin-layout';
import { failsWith } from '../lib/error-message';
import { formatMoment } from '../../../lib/dates';
import { reads, usePageData } from '../../../lib/page-data';

const LOAD_FAILED = 'Failed to load the cancellations.';
const reasonWords = (r: CancelReason | 'none' | null) => (r === null || r === 'none' ? 'No reason given' : CANCEL_REASON_WORDS[r]);

/** The range is the URL's `from` and `to` (either left out: the server's default). */
export function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const range = { from: q.get('from') || undefined, to: q.get('to') || undefined };
  return reads({ cancellations: failsWith(getCancellations(range, request.signal), LOAD_FAILED) });
}

export default function CancellationsPage() {
  const { cancellations } = usePageData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState(params.get('to') ?? '');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setParams(next);
  };

  // The fields show the range the server answered for (its default when none was asked).
  const shown = (d: CancellationsDto) => {
    setFrom(d.from);
    setTo(d.to);
  };

  return (
    <AdminLayout title="Cancellations">
      <div className="stack">
        <form className="card stack" onSubmit={onSubmit} noValidate aria-label="Date range">
          <div className="admin-filters">
            <TextField label="From" name="cancellationsFrom" type="date" value={from} onChange={setFrom} />
            <TextField label="To" name="cancellationsTo" type="date" value={to} onChange={setTo} />
            <button type="submit" className="btn btn-primary">
              Show
            </button>
          </div>
        </form>
        <Loaded resolve={cancellations} loading="Loading the cancellations..." failed={LOAD_FAILED}>
          {(d) => <CancellationsReport data={d} onShown={shown} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

function CancellationsReport({ data, onShown }: { data: CancellationsDto; onShown: (d: CancellationsDto) => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per render of the page
  useEffect(() => onShown(data), [data]);
  const total = data.byReason.reduce((n, r) => n + r.count, 0);
  const most = Math.max(1, ...data.byReason.map((r) => r.count));

  return (
    <>
      <section className="card stack" aria-labelledby="reasons-title">
        <h2 id="reasons-title">
          {total} {total === 1 ? 'cancellation' : 'cancellations'}, {data.retained} kept by the retention offer
        </h2>
        <ul className="reason-bars">
          {data.byReason.map((r) => (
            <li key={r.reason} className="reason-bar">
              <span>{reasonWords(r.reason)}</span>
              <span className="reason-bar-track" aria-hidden="true">
                <span className="reason-bar-fill" style={{ width: `${(100 * r.count) / most}%` }} />
              </span>
              <span className="reason-bar-count">{r.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="comments-title">
        <h2 id="comments-title">Comments</h2>
        {data.comments.length === 0 ? (
          <p className="muted">No comments in this range.</p>
        ) : (
          <ul className="cancel-comments">
            {data.comments.map((c) => (
              <li key={`${c.at}:${c.comment}`}>
                <span className="muted">
                  {formatMoment(c.at)} · {reasonWords(c.reason)}
                </span>
                <p>{c.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
