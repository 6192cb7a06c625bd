// The overview's Deliveries panel (docs/runtime.md, "Promised work"): pushes and e-mails promised
// and not yet done, the ones that failed in the last day with the reason, and a retry for each.
// The jobs are read by the overview's loader (docs/app.md, "How a page reads data").
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import type { JobsDto } from '@shared/jobs';
import { JOB_KIND_NAMES } from '@shared/jobs';
import { formatInstantDay, formatTime } from '../../../lib/dates';
import { retryJob } from '../api/retry-job';
import { messageOr } from '../lib/error-message';

/** "Nov 26, 3:14 AM" on the operator's clock. */
const when = (iso: string) => `${formatInstantDay(iso).replace(/, \d{4}$/, '')}, ${formatTime(iso)}`;

export const DELIVERIES_FAILED = 'Failed to load the deliveries.';

export function DeliveriesPanel({ jobs }: { jobs: Promise<JobsDto> }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { revalidate } = useRevalidator();

  async function retry(id: string) {
    setBusy(id);
    setError('');
    try {
      await retryJob(id);
      await revalidate();
    } catch (err) {
      setError(messageOr(err, 'The job could not be queued again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card admin-panel" aria-labelledby="deliveries">
      <h2 id="deliveries">Deliveries</h2>
      {error && <Alert kind="error">{error}</Alert>}
      <Loaded resolve={jobs} loading={null} failed={DELIVERIES_FAILED}>
        {(jobs) => (
          <>
            <p className="admin-deliveries-counts">
              <strong>{jobs.queued}</strong> waiting · <strong>{jobs.running}</strong> being sent ·{' '}
              <strong className={jobs.failedLast24h > 0 ? 'admin-deliveries-failed' : undefined}>{jobs.failedLast24h}</strong> failed in the last day
            </p>
            {jobs.oldestQueuedAt && <p className="muted">The oldest waiting since {when(jobs.oldestQueuedAt)}.</p>}
            {jobs.failed.length === 0 ? (
              <p className="muted">Every push and e-mail of the last day went out.</p>
            ) : (
              <ul className="admin-deliveries-list">
                {jobs.failed.map((j) => (
                  <li key={j._id}>
                    <div>
                      <span className="admin-deliveries-kind">{JOB_KIND_NAMES[j.kind] ?? j.kind}</span>{' '}
                      <span className="muted">
                        · failed {when(j.failedAt)} after {j.attempts} tr{j.attempts === 1 ? 'y' : 'ies'}
                      </span>
                      <p className="admin-deliveries-reason">{j.error}</p>
                    </div>
                    <button type="button" className="btn btn-secondary btn-small" disabled={busy !== null} onClick={() => void retry(j._id)}>
                      {busy === j._id ? 'Retrying...' : 'Retry'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
