// /admin/cancellations: why members stop renewing (docs/product.md, "Cancelling"), in a range of
// days: the reasons they gave, drawn side by side, how many the retention offer kept, and the
// comments, newest first.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { CANCEL_REASON_WORDS, type CancellationsDto, type CancelReason } from '@shared/offer-words';
import { getCancellations } from '../api/offers';
import { AdminLayout } from '../components/admin-layout';
import { messageOr } from '../lib/error-message';
import { formatMoment } from '../../../lib/dates';

const LOAD_FAILED = 'Failed to load the cancellations.';
const reasonWords = (r: CancelReason | 'none' | null) => (r === null || r === 'none' ? 'No reason given' : CANCEL_REASON_WORDS[r]);

export default function CancellationsPage() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [data, setData] = useState<CancellationsDto | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    setError('');
    getCancellations(range).then(
      (d) => {
        if (!live) return;
        setData(d);
        setFrom(d.from);
        setTo(d.to);
      },
      (err) => live && setError(messageOr(err, LOAD_FAILED)),
    );
    return () => {
      live = false;
    };
  }, [range]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRange({ from: from || undefined, to: to || undefined });
  };

  const total = data ? data.byReason.reduce((n, r) => n + r.count, 0) : 0;
  const most = data ? Math.max(1, ...data.byReason.map((r) => r.count)) : 1;

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
        {error && <Alert kind="error">{error}</Alert>}
        {!data && !error && <Spinner label="Loading the cancellations..." />}
        {data && (
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
        )}
      </div>
    </AdminLayout>
  );
}
