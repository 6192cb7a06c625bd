// "Heads by day" on /track-record/verify (docs/ledger.md, "Heads by day"): each chain's head at the
// end of each day it grew, as GET /api/ledger/days lists them, and whether the chains just checked
// in this browser still hold each one. The list comes with the page's loader (verify-page.tsx).
import type { LedgerDayDto } from '@shared/ledger';
import { Loaded } from '../../components/loaded';
import { formatCalendarDay } from '../../lib/dates';

/** What the chains checked in this browser hold at an entry: its hash, or undefined when unread. */
export type HashAt = (chain: LedgerDayDto['chain'], seq: number) => string | undefined;

const DAYS_FAILED = 'The heads by day could not be read. Reload the page to try again.';
const CHAIN_LABELS: Record<LedgerDayDto['chain'], string> = { sets: 'Predictions', results: 'Results' };

function Held({ row, hashAt }: { row: LedgerDayDto; hashAt: HashAt }) {
  const now = hashAt(row.chain, row.seq);
  if (now === undefined) return <span className="muted">not checked</span>;
  return now === row.hash ? <span className="verify-held">held</span> : <strong className="verify-not-held">not held: the chain has another hash there</strong>;
}

export function HeadsByDay({ days, hashAt }: { days: Promise<LedgerDayDto[]>; hashAt: HashAt | null }) {
  return (
    <section className="card track-panel" aria-labelledby="verify-days-title">
      <h2 id="verify-days-title">Heads by day</h2>
      <p>
        Each record&apos;s head at the end of each day (UTC) on which it grew. Keep a copy: any later record must still hold each hash at its entry
        {hashAt ? ', and the check above says whether it does.' : '.'}
      </p>
      <Loaded resolve={days} loading={null} failed={DAYS_FAILED} error={() => <p className="muted">{DAYS_FAILED}</p>}>
        {(rows) => <DayHeads rows={rows} hashAt={hashAt} />}
      </Loaded>
    </section>
  );
}

function DayHeads({ rows, hashAt }: { rows: LedgerDayDto[]; hashAt: HashAt | null }) {
  if (rows.length === 0) return <p className="muted">Nothing has been recorded yet.</p>;
  return (
    <table className="table state-table verify-days">
      <caption className="sr-only">Each record&apos;s head at the end of each day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Record</th>
          <th scope="col">Head entry</th>
          <th scope="col">Hash</th>
          <th scope="col">In the chain now</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.day}-${r.chain}`}>
            <th scope="row" data-label="Day">
              {formatCalendarDay(r.day)}
            </th>
            <td data-label="Record">{CHAIN_LABELS[r.chain]}</td>
            <td data-label="Head entry">{r.seq.toLocaleString('en-US')}</td>
            <td data-label="Hash" className="verify-hash">
              {r.hash}
            </td>
            <td data-label="In the chain now">{hashAt ? <Held row={r} hashAt={hashAt} /> : <span className="muted">checking…</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
