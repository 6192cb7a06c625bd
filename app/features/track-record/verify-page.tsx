// /track-record/verify (docs/ledger.md, "Checking it yourself"): the browser reads both public
// chains, the sets' and the results', and checks every hash, link and revealed commitment itself,
// then says "chain intact" or names the first entry that fails, and warns when a chain no longer
// holds a head this browser saw before. Public. A proof hit links here with ?entry=N: that entry is
// shown once the chain is checked. The heads by day come with the route's loader (docs/app.md, "How
// a page reads data"); the check itself walks every page of both chains with a running count, and
// runs again on "Check again", so it stays the page's own (useChainCheck).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { LedgerEntryDto, ResultEntryDto } from '@shared/ledger';
import { Alert } from '../../components/alert';
import { anonymousClient, answer, requestOptions } from '../../lib/api-client';
import { formatCalendarDay, formatInstantDay, formatTime, zoneCity } from '../../lib/dates';
import { reads, usePageData } from '../../lib/page-data';
import { HeadsByDay } from './heads-by-day';
import { checkChain, checkResultsChain, type ChainReport, type ChainWalk } from './chain-check';
import { acceptHead, afterCheck, readSeenHeads, rewrittenSince, writeSeenHeads, type ChainName, type Rewritten } from './seen-heads';
import './track-record.css';

interface Checked {
  sets: ChainReport;
  results: ChainWalk<ResultEntryDto>;
  /** Heads this browser saw at earlier checks that the chains no longer hold. */
  rewritten: Record<ChainName, Rewritten[]>;
}
type State = { kind: 'checking'; checked: number; of: number } | { kind: 'done'; checked: Checked } | { kind: 'error'; message: string };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const when = (iso: string) => `${formatInstantDay(iso)} at ${formatTime(iso)} (${zoneCity()} time)`;
const CHAINS: readonly ChainName[] = ['sets', 'results'];

function useChainCheck() {
  const [state, setState] = useState<State>({ kind: 'checking', checked: 0, of: 0 });
  const run = useRef(0);
  const check = useCallback(() => {
    const mine = ++run.current;
    const controller = new AbortController();
    const opts = requestOptions({ signal: controller.signal });
    const ledger = anonymousClient.ledger;
    // Both chains at once; the progress counts the entries of both.
    const of = { sets: 0, results: 0 };
    const done = { sets: 0, results: 0 };
    const progress = (chain: ChainName) => (checked: number) => {
      done[chain] = checked;
      if (mine === run.current) setState({ kind: 'checking', checked: done.sets + done.results, of: of.sets + of.results });
    };
    setState({ kind: 'checking', checked: 0, of: 0 });
    Promise.all([
      checkChain(
        {
          head: async () => {
            const head = await answer(ledger.head.$get({}, opts));
            of.sets = head.seq;
            return head;
          },
          page: (after, limit) => answer(ledger.$get({ query: { after: String(after), limit: String(limit) } }, opts)),
        },
        progress('sets'),
      ),
      checkResultsChain(
        {
          head: async () => {
            const head = await answer(ledger.results.head.$get({}, opts));
            of.results = head.seq;
            return head;
          },
          page: (after, limit) => answer(ledger.results.$get({ query: { after: String(after), limit: String(limit) } }, opts)),
        },
        progress('results'),
      ),
    ])
      .then(([sets, results]) => {
        if (mine !== run.current) return;
        const seen = readSeenHeads();
        const rewritten = { sets: rewrittenSince(seen, 'sets', sets), results: rewrittenSince(seen, 'results', results) };
        const now = new Date();
        writeSeenHeads(afterCheck(afterCheck(seen, 'sets', sets, now), 'results', results, now));
        setState({ kind: 'done', checked: { sets, results, rewritten } });
      })
      .catch((err: unknown) => {
        if (mine !== run.current || controller.signal.aborted) return;
        setState({ kind: 'error', message: err instanceof Error ? err.message : 'The record could not be read.' });
      });
    return () => controller.abort();
  }, []);
  useEffect(() => check(), [check]);
  /** The reader accepts the chains as they are now: what this browser saw before is forgotten. */
  const accept = useCallback((checked: Checked) => {
    const now = new Date();
    let seen = readSeenHeads();
    for (const chain of CHAINS) seen = acceptHead(seen, chain, checked[chain], now);
    writeSeenHeads(seen);
    setState({ kind: 'done', checked: { ...checked, rewritten: { sets: [], results: [] } } });
  }, []);
  return { state, check, accept };
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

const CHAIN_NAMES: Record<ChainName, string> = { sets: 'prediction record', results: 'results record' };

/** One chain's verdict: intact, or its first failing entry; then its head. */
function ChainOutcome({ entryWord, intactWords, walk, intact }: { entryWord: string; intactWords: string; walk: ChainWalk<unknown>; intact: string }) {
  const { head, failure } = walk;
  return (
    <>
      {failure ? (
        <Alert kind="error">
          <strong>
            {entryWord} {failure.seq.toLocaleString('en-US')} fails:
          </strong>{' '}
          {failure.reason}.{walk.entries > 0 && ` The ${count(walk.entries, 'entry', 'entries')} before it check out.`}
        </Alert>
      ) : (
        <div className="verify-intact" role="status">
          <strong>{intactWords}</strong> {intact}
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
    </>
  );
}

/** Heads this browser saw that a chain no longer holds: the record was rewritten after. */
function RewrittenWarning({ chain, rewritten }: { chain: ChainName; rewritten: Rewritten[] }) {
  return (
    <Alert kind="error">
      <strong>The {CHAIN_NAMES[chain]} was rewritten after this browser last checked it.</strong>{' '}
      {rewritten.map(({ seen, now }) => (
        <span key={`${seen.seq}-${seen.hash}`}>
          On {when(seen.seenAt)} its entry {seen.seq.toLocaleString('en-US')} had the hash <span className="verify-hash">{seen.hash}</span>;{' '}
          {now ? (
            <>
              it now has <span className="verify-hash">{now}</span>.
            </>
          ) : (
            <>the record no longer reaches that entry.</>
          )}{' '}
        </span>
      ))}
    </Alert>
  );
}

function Outcome({ checked, onAgain, onAccept }: { checked: Checked; onAgain(): void; onAccept(): void }) {
  const { sets, results, rewritten } = checked;
  const anyRewritten = CHAINS.some((c) => rewritten[c].length > 0);
  return (
    <>
      {CHAINS.map((c) => rewritten[c].length > 0 && <RewrittenWarning key={c} chain={c} rewritten={rewritten[c]} />)}
      <h3 className="verify-chain-title">Predictions</h3>
      <ChainOutcome
        entryWord="Entry"
        intactWords="Chain intact."
        walk={sets}
        intact={`${count(sets.entries, 'entry', 'entries')} and ${count(sets.reveals, 'reveal')} checked in this browser.`}
      />
      <h3 className="verify-chain-title">Results</h3>
      <ChainOutcome
        entryWord="Result entry"
        intactWords="Results record intact."
        walk={results}
        intact={`${count(results.entries, 'entry', 'entries')} checked in this browser.`}
      />
      <p className="muted">
        Note the heads&apos; hashes: checked again later, each record up to that entry must end with the same hash. This browser remembers them too, and says so here if a later
        record does not.
      </p>
      <div className="verify-actions">
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          Check again
        </button>
        {anyRewritten && (
          <button type="button" className="btn btn-secondary" onClick={onAccept}>
            Forget the heads seen before
          </button>
        )}
      </div>
    </>
  );
}

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ days: answer(anonymousClient.ledger.days.$get({ query: {} }, requestOptions({ signal: request.signal }))) });
}

export default function VerifyPage() {
  const { days } = usePageData<typeof loader>();
  const { state, check, accept } = useChainCheck();
  const [params] = useSearchParams();
  const asked = Number(params.get('entry'));
  const entry = state.kind === 'done' && Number.isInteger(asked) ? state.checked.sets.bySeq.get(asked) : undefined;

  return (
    <div className="track-record">
      <section className="plans-hero">
        <div className="container section-head">
          <span className="section-eyebrow">Track record</span>
          <h1 className="page-title">Check the record</h1>
          <p>
            Every prediction set we publish, enter, edit or delete, and every draw result we store or correct, is written to a public record that no one can rewrite unnoticed. This
            page checks all of it, here in your browser.
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
          {state.kind === 'done' && <Outcome checked={state.checked} onAgain={check} onAccept={() => accept(state.checked)} />}
        </section>

        {entry && <EntryFacts entry={entry} />}

        <HeadsByDay
          days={days}
          hashAt={state.kind === 'done' ? (chain, seq) => (chain === 'sets' ? state.checked.sets.bySeq.get(seq)?.hash : state.checked.results.bySeq.get(seq)?.hash) : null}
        />

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
            <section>
              <h3>Results</h3>
              <p>
                Every draw result we enter, import, correct or remove is an entry of a second chain, public at once: its hash is the SHA-256 of{' '}
                <code>seq|committedAt|action|draw|number|replaced|prev</code>, so a result changed after the draw shows, with the number it replaced.
              </p>
            </section>
            <section>
              <h3>Heads seen before</h3>
              <p>
                Whoever holds our database could rewrite a whole chain and work out every hash again. This browser remembers each chain&apos;s head when it checks out, and warns
                when a later chain no longer holds that hash at that entry.
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
