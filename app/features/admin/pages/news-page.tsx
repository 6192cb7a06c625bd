// /admin/news: news e-mails to members (docs/app.md, "Admin pages"; docs/product.md, "News
// e-mails"). Write a subject and text, choose a segment (its live count of whom it reaches), send
// a test copy to yourself, send now or at a time; below, every news e-mail with its progress, read
// again every few seconds while one is sending, and Cancel for one still scheduled. Both reads go
// through the route's loader (docs/app.md, "How a page reads data"), the segment in the address
// (`?segment=`).
import { useEffect, useState, type FormEvent } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import { TableWrap } from '../../../components/table-wrap';
import { NEWS_LIMITS, SEGMENTS, isSegment, newsDraftSchema, segmentName, type BroadcastDto, type Segment } from '@shared/news';
import { appTimeZone, formatMoment } from '../../../lib/dates';
import { reads, usePageData } from '../../../lib/page-data';
import { useSearchParam } from '../../../lib/use-search-param';
import { instantAt } from '@shared/calendar';
import { cancelBroadcast } from '../api/cancel-broadcast';
import { getBroadcasts } from '../api/get-broadcasts';
import { getSegmentCount } from '../api/get-segment-count';
import { sendBroadcast } from '../api/send-broadcast';
import { sendTestBroadcast } from '../api/send-test-broadcast';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { failsWith, messageOr } from '../lib/error-message';

const STATUS_WORDS: Record<BroadcastDto['status'], string> = { scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' };
const DEFAULT_SEGMENT: Segment = 'subscribers';
/** The segment the address names (`?segment=`), else members with access. */
const segmentOf = (q: URLSearchParams): Segment => {
  const s = q.get('segment');
  return isSegment(s) ? s : DEFAULT_SEGMENT;
};

export function loader({ request }: LoaderFunctionArgs) {
  const segment = segmentOf(new URL(request.url).searchParams);
  return reads({
    broadcasts: failsWith(getBroadcasts(request.signal), 'Failed to load the news e-mails.'),
    reach: getSegmentCount(segment, request.signal).then((r) => r.count),
  });
}

export default function NewsPage() {
  const { broadcasts, reach } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [params, setParam] = useSearchParam<'segment'>();
  const segment = segmentOf(params);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const draftProblem = () => {
    const parsed = newsDraftSchema.safeParse({ subject, body });
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  const run = async (what: () => Promise<string>) => {
    setResult(null);
    const problem = draftProblem();
    if (problem) return setResult({ kind: 'error', text: problem });
    setBusy(true);
    try {
      setResult({ kind: 'success', text: await what() });
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, 'The news e-mail could not be sent.') });
    } finally {
      setBusy(false);
    }
  };

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    run(async () => {
      // The field's wall-clock time is the operator's (APP_TIMEZONE), as every date the console shows.
      const at = sendAt ? new Date(instantAt(sendAt.slice(0, 10), sendAt.slice(11, 16), appTimeZone())).toISOString() : undefined;
      const made = await sendBroadcast({ subject, body, segment, ...(at && { sendAt: at }) });
      setSubject('');
      setBody('');
      setSendAt('');
      await revalidate();
      return made.status === 'scheduled'
        ? `Scheduled for ${formatMoment(at!)}: it reaches ${made.recipients} now.`
        : `Sending to ${made.recipients} ${made.recipients === 1 ? 'member' : 'members'}.`;
    });
  };

  const onCancel = async (id: string) => {
    try {
      setResult({ kind: 'success', text: (await cancelBroadcast(id)).message });
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, 'The news e-mail could not be cancelled.') });
    }
    await revalidate();
  };

  return (
    <AdminLayout title="News e-mails">
      <div className="stack">
        <form className="card stack admin-form-narrow" onSubmit={onSend} noValidate aria-label="Compose a news e-mail">
          <TextField label="Subject" name="subject" value={subject} onChange={setSubject} hint={`Up to ${NEWS_LIMITS.subjectMax} characters.`} />
          <TextField
            label="Text"
            name="body"
            type="textarea"
            value={body}
            onChange={setBody}
            hint="Plain text: a blank line between paragraphs, links as they are (https://…). A line to unsubscribe from news is added below it."
          />
          <SelectField label="To" name="segment" value={segment} options={SEGMENTS.map((s) => ({ value: s, label: segmentName(s) }))} onChange={(v) => setParam('segment', v)} />
          <p className="muted" aria-live="polite">
            {/* The count is a hint: without an answer the line stays empty, sending still works. */}
            <Loaded resolve={reach} loading="Counting…" failed={null}>
              {(n) => `Reaches ${n} ${n === 1 ? 'member' : 'members'} now (news on, not on a break).`}
            </Loaded>
          </p>
          <TextField label="Send at (leave empty to send now)" name="sendAt" type="datetime-local" value={sendAt} onChange={setSendAt} />
          {result && <Alert kind={result.kind}>{result.text}</Alert>}
          <div className="admin-actions">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => run(async () => (await sendTestBroadcast({ subject, body })).message)}>
              Send a test to me
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {sendAt ? 'Schedule' : 'Send now'}
            </button>
          </div>
        </form>

        <section className="card stack" aria-labelledby="news-sent">
          <h2 id="news-sent">Sent and scheduled</h2>
          <Loaded resolve={broadcasts} loading="Loading the news e-mails..." failed="Failed to load the news e-mails.">
            {(list) => <BroadcastList list={list} onCancel={onCancel} />}
          </Loaded>
        </section>
      </div>
    </AdminLayout>
  );
}

/** The news e-mails; while one is sending or due, read again every few seconds (its progress). */
function BroadcastList({ list, onCancel }: { list: BroadcastDto[]; onCancel(id: string): void }) {
  const { revalidate } = useRevalidator();
  const active = list.some((b) => b.status === 'sending' || b.status === 'scheduled');
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => void revalidate(), 5000);
    return () => clearInterval(t);
  }, [active, revalidate]);

  return (
    <>
      {list.length === 0 && <p className="muted">No news e-mail yet.</p>}
      {list.length > 0 && (
        <TableWrap label="News e-mails">
          <table className="table admin-compact-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">When</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
                {/* A visible word: a visually hidden one, placed absolutely, escapes the sideways scroll on a phone. */}
                <th scope="col">Cancel</th>
              </tr>
            </thead>
            <tbody>
              {list.map((b) => (
                <tr key={b.id}>
                  <td>{b.subject}</td>
                  <td>{segmentName(b.segment)}</td>
                  <td>{formatMoment(b.sendAt)}</td>
                  <td>{STATUS_WORDS[b.status]}</td>
                  <td>
                    {b.status === 'scheduled' || b.status === 'cancelled' ? (
                      '—'
                    ) : (
                      <>
                        <progress max={Math.max(b.recipients, 1)} value={b.sent + b.failed + b.skipped} aria-label={`${b.subject}: progress`} /> {b.sent} of {b.recipients} sent
                        {b.failed > 0 && `, ${b.failed} failed`}
                        {b.skipped > 0 && `, ${b.skipped} skipped`}
                      </>
                    )}
                  </td>
                  <td>
                    {b.status === 'scheduled' && (
                      <button type="button" className="btn btn-secondary btn-small" onClick={() => onCancel(b.id)}>
                        Cancel
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
