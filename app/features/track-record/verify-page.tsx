// /track-record/verify (docs/ledger.md, "Checking it yourself"): the browser reads the whole public
// record and checks every hash, link and revealed commitment itself, then says "chain intact" or
// names the first entry that fails. Public. A proof hit links here with ?entry=N: that entry is
// shown once the chain is checked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { LedgerEntryDto } from '@shared/ledger';
import { Alert } from '../../components/alert';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { formatCalendarDay, formatInstantDay, formatTime, zoneCity } from '../../lib/dates';
import { checkChain, type ChainReport } from './chain-check';
import './track-record.css';

type State = { kind: 'checking'; checked: number; of: number } | { kind: 'done'; report: ChainReport } | { kind: 'error'; message: string };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const when = (iso: string) => `${formatInstantDay(iso)} at ${formatTime(iso)} (${zoneCity()} time)`;

function useChainCheck() {
  const [state, setState] = useState<State>({ kind: 'checking', checked: 0, of: 0 });
  const run = useRef(0);
  const check = useCallback(() => {
    const mine = ++run.current;
    const controller = new AbortController();
    const opts = requestOptions({ signal: controller.signal });
    const ledger = anonymousClient.ledger;
    let of = 0;
    setState({ kind: 'checking', checked: 0, of: 0 });
    checkChain(
      {
        head: async () => {
          const head = await answer(ledger.head.$get({}, opts));
          of = head.seq;
          return head;
        },
        page: (after, limit) => answer(ledger.$get({ query: { after: String(after), limit: String(limit) } }, opts)),
      },
      (checked) => mine === run.current && setState({ kind: 'checking', checked, of }),
    )
      .then((report) => mine === run.current && setState({ kind: 'done', report }))
      .catch((err: unknown) => {
        if (mine !== run.current || controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The record could not be read.' });
      });
    return () => controller.abort();
  }, []);
  useEffect(() => check(), [check]);
  return { state, check };
}

/** An entry as a visitor reads it: when, which set, and its numbers once revealed. */
function EntryFacts({ entry }: { entry: LedgerEntryDto }) {
  let set: { pairs?: [string, string][]; alternatives?: [string, string][]; date?: string; validThrough?: string; deleted?: boolean } | null = null;
  try {
    set = entry.reveal ? JSON.parse(entry.reveal) : null;
  } catch {
    set = null;
  }
  const numbers = (rows: [string, string][] | undefined) => (rows ?? []).map(([a, b]) => `${a} – ${b}`).join(', ') || 'none';
  return (
    <section className="card track-panel" aria-labelledby="verify-entry-title">
      <h2 id="verify-entry-title">Entry {entry.seq.toLocaleString('en-US')}</h2>
      <dl className="verify-facts">
        <dt>Recorded</dt>
        <dd>{when(entry.committedAt)}</dd>
        <dt>Set</dt>
        <dd>{entry.setId}</dd>
        {set?.deleted ? (
          <>
            <dt>Change</dt>
            <dd>The set was deleted.</dd>
          </>
        ) : set ? (
          <>
            <dt>Predictions</dt>
            <dd className="verify-numbers">{numbers(set.pairs)}</dd>
            <dt>Best alternatives</dt>
            <dd className="verify-numbers">{numbers(set.alternatives)}</dd>
            <dt>Dated, valid through</dt>
            <dd>
              {set.date && formatCalendarDay(set.date)}, {set.validThrough && formatCalendarDay(set.validThrough)}
            </dd>
          </>
        ) : (
          <>
            <dt>Numbers</dt>
            <dd>Not revealed yet: the set&apos;s window has not been closed long enough. Its commitment fixes them meanwhile.</dd>
          </>
        )}
        <dt>Commitment</dt>
        <dd className="verify-hash">{entry.commitment}</dd>
        <dt>Hash</dt>
        <dd className="verify-hash">{entry.hash}</dd>
      </dl>
    </section>
  );
}

function Outcome({ report, onAgain }: { report: ChainReport; onAgain(): void }) {
  const { head, failure } = report;
  return (
    <>
      {failure ? (
        <Alert kind="error">
          <strong>Entry {failure.seq.toLocaleString('en-US')} fails:</strong> {failure.reason}.
          {report.entries > 0 && ` The ${count(report.entries, 'entry', 'entries')} before it check out.`}
        </Alert>
      ) : (
        <div className="verify-intact" role="status">
          <strong>Chain intact.</strong> {count(report.entries, 'entry', 'entries')} and {count(report.reveals, 'reveal')} checked in this browser.
        </div>
      )}
      <dl className="verify-facts">
        <dt>Head</dt>
        <dd>
          Entry {head.seq.toLocaleString('en-US')}
          {head.committedAt && <>, recorded {when(head.committedAt)}</>}
        </dd>
        <dt>Head hash</dt>
        <dd className="verify-hash">{head.hash}</dd>
      </dl>
      <p className="muted">Note the head&apos;s hash: checked again later, the record up to that entry must end with the same hash.</p>
      <button type="button" className="btn btn-secondary" onClick={onAgain}>
        Check again
      </button>
    </>
  );
}

export default function VerifyPage() {
  const { state, check } = useChainCheck();
  const [params] = useSearchParams();
  const asked = Number(params.get('entry'));
  const entry = state.kind === 'done' && Number.isInteger(asked) ? state.report.bySeq.get(asked) : undefined;

  return (
    <div className="track-record">
      <section className="plans-hero">
        <div className="container section-head">
          <span className="section-eyebrow">Track record</span>
          <h1 className="page-title">Check the record</h1>
          <p>
            Every prediction set we publish, enter, edit or delete is written to a public record that no one can rewrite unnoticed. This page checks all of it, here in your
            browser.
          </p>
        </div>
      </section>
      <div className="container track-body">
        <section className="card track-panel" aria-labelledby="verify-title" aria-busy={state.kind === 'checking'}>
          <h2 id="verify-title">The public record</h2>
          {state.kind === 'checking' && (
            <p role="status" className="verify-progress">
              Checking the record… {state.of > 0 ? `${state.checked.toLocaleString('en-US')} of ${count(state.of, 'entry', 'entries')}` : ''}
            </p>
          )}
          {state.kind === 'error' && (
            <>
              <Alert kind="error">{state.message}</Alert>
              <button type="button" className="btn btn-secondary" onClick={check}>
                Try again
              </button>
            </>
          )}
          {state.kind === 'done' && <Outcome report={state.report} onAgain={check} />}
        </section>

        {entry && <EntryFacts entry={entry} />}

        <section className="card track-panel" aria-labelledby="verify-how-title">
          <h2 id="verify-how-title">What is checked</h2>
          <div className="method">
            <section>
              <h3>Each entry</h3>
              <p>
                An entry records one change of a set: when it was stored (our server&apos;s clock), which set, and a commitment: the SHA-256 of the set&apos;s numbers, day, window
                and a secret random salt. Its hash is the SHA-256 of <code>seq|committedAt|setId|commitment|prev</code>.
              </p>
            </section>
            <section>
              <h3>The chain</h3>
              <p>
                Each entry carries the hash of the one before it, so changing any entry breaks every link after it. The numbers count only on draws after the entry that recorded
                them.
              </p>
            </section>
            <section>
              <h3>Reveals</h3>
              <p>
                Once a set&apos;s hits are public, its entries show the exact text that was hashed, salt included: its SHA-256 must be the commitment made before the draws. A
                deleted set shows its deletion at once.
              </p>
            </section>
            <section className="method-wide">
              <h3>Without this page</h3>
              <p>
                The same check works with any SHA-256 tool. For the first entry of <code>/api/ledger</code>, with <code>curl</code>, <code>jq</code> and <code>sha256sum</code>:
              </p>
              <pre className="verify-code">
                {`curl -s ${window.location.origin}/api/ledger?limit=1 > ledger.json
jq -j '.[0] | "\\(.seq)|\\(.committedAt)|\\(.setId)|\\(.commitment)|\\(.prev)"' ledger.json | sha256sum
jq -r '.[0].hash' ledger.json`}
              </pre>
              <p>The two lines show the same 64 characters.</p>
            </section>
          </div>
        </section>
        <p className="track-cta">
          <Link to="/track-record" className="btn btn-primary">
            Back to the track record
          </Link>
        </p>
      </div>
    </div>
  );
}
