// /my-numbers (docs/product.md, "My numbers"; docs/app.md): the signed-in person's own numbers.
// Add, remove and reorder them with buttons, choose each one's play, read each number's last 365
// days against chance and its recent notices, and choose how news of a recent draw arrives. Every
// change saves the whole list at once; the server's answer (with each number's year) replaces
// what is shown and the device's copy, which shows read-only when the network fails.
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { myNumbersSchema, type MyNumberInput, type Play } from '@shared/my-numbers';
import { stateNames } from '@shared/followed-states';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { NotifyToggle } from '../../components/notify-toggle';
import { Spinner } from '../../components/spinner';
import { useFollowedStates } from '../../lib/followed-states';
import { formatDate, formatTime } from '../../lib/dates';
import { serverMessage } from '../../lib/api-client';
import type { Kept } from '../../lib/kept-read';
import { isOffline } from '../../lib/offline-owner';
import { usePageData } from '../../lib/page-data';
import { AddNumber, ADD_FIELD_ID } from './add-number';
import { NumberNotices } from './number-notices';
import { actionId, NumberRow, type RowAction } from './number-row';
import { myNumbersLoader, useMyNumbers, type MyNumbersData } from './use-my-numbers';
import './my-numbers.css';

const SAVE_FAILED = 'Could not save your numbers. Please try again.';
const LOAD_FAILED = 'Could not load your numbers. Please try again.';

type Status = { kind: 'success' | 'error'; text: string } | null;

interface BoardProps {
  data: MyNumbersData;
  /** The device's copy is on show: nothing can be changed until the server has answered. */
  readOnly: boolean;
  /** When the copy on show was saved, once the server could not be reached. */
  offlineSince: string | null;
  save: ReturnType<typeof useMyNumbers>['saveNumbers'];
  saveMails: ReturnType<typeof useMyNumbers>['saveMails'];
}

function Board({ data, readOnly, offlineSince, save, saveMails }: BoardProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // The button that should hold the keyboard's focus once the list has been drawn again.
  const [focus, setFocus] = useState<string | null>(null);
  // The switch moves when tapped; a failed save puts it back.
  const [mailsNow, setMailsNow] = useState(data.mails);
  useEffect(() => setMailsNow(data.mails), [data.mails]);
  const rows: MyNumberInput[] = data.numbers.map(({ number, play }) => ({ number, play }));

  // Once, on the list as the save drew it: a later read drawing the same list leaves focus alone.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  async function commit(next: MyNumberInput[], focusAfter: string | null): Promise<boolean> {
    const checked = myNumbersSchema.safeParse({ numbers: next });
    if (!checked.success) {
      setStatus({ kind: 'error', text: checked.error.issues[0].message });
      return false;
    }
    setBusy(true);
    setStatus(null);
    try {
      setStatus({ kind: 'success', text: await save(data, checked.data.numbers) });
      setFocus(focusAfter);
      return true;
    } catch (err) {
      setStatus({ kind: 'error', text: serverMessage(err, SAVE_FAILED) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function act(i: number, action: RowAction) {
    const next = [...rows];
    const { number } = rows[i];
    if (action === 'remove') {
      next.splice(i, 1);
      const after = next[i] ?? next[i - 1];
      void commit(next, after ? actionId(after.number, 'remove') : ADD_FIELD_ID);
      return;
    }
    const j = action === 'up' ? i - 1 : i + 1;
    [next[i], next[j]] = [next[j], next[i]];
    // At the new end of the list the same button no longer applies: the other one takes the focus.
    const lands = action === 'up' ? (j === 0 ? 'down' : 'up') : j === next.length - 1 ? 'up' : 'down';
    void commit(next, actionId(number, lands));
  }

  const setPlay = (i: number, play: Play) =>
    void commit(
      rows.map((r, k) => (k === i ? { ...r, play } : r)),
      null,
    );

  async function toggleMails(on: boolean) {
    setBusy(true);
    setStatus(null);
    setMailsNow(on);
    try {
      setStatus({ kind: 'success', text: await saveMails(data, on) });
    } catch (err) {
      setMailsNow(data.mails);
      setStatus({ kind: 'error', text: serverMessage(err, 'Could not change your e-mails. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {offlineSince && (
        <p className="offline-banner" role="status">
          <strong>You&apos;re offline.</strong> Showing your numbers as saved on this device on {formatDate(offlineSince)} at {formatTime(offlineSince)}. You can change them once
          you are back online.
        </p>
      )}
      {status && <Alert kind={status.kind}>{status.text}</Alert>}
      <div className="my-numbers-grid">
        <section className="card my-numbers-card my-numbers-list" aria-labelledby="numbers-title">
          <h2 id="numbers-title">
            Your numbers <span className="muted">({data.numbers.length} of 20)</span>
          </h2>
          <AddNumber taken={rows.map((r) => r.number)} disabled={readOnly || busy} onAdd={(row) => commit([...rows, row], null)} />
          {data.numbers.length === 0 ? (
            <p className="muted">No numbers yet. Add the numbers you play, and you will see how often each came up and get a notice when one does.</p>
          ) : (
            <ol className="number-rows">
              {data.numbers.map((n, i) => (
                <NumberRow
                  key={n.number}
                  n={n}
                  position={i}
                  count={data.numbers.length}
                  notices={data.notices.filter((x) => x.number === n.number).slice(0, 3)}
                  readOnly={readOnly}
                  busy={busy}
                  onAction={(action) => act(i, action)}
                  onPlay={(play) => setPlay(i, play)}
                />
              ))}
            </ol>
          )}
        </section>
        <div className="my-numbers-side">
          <NumberNotices notices={data.notices} />
          <section className="card my-numbers-card" aria-labelledby="news-title">
            <h2 id="news-title">When one comes up</h2>
            <p className="muted">For a draw of the last 48 hours you get a notification on the devices where notifications are on, and an e-mail if you ask for one.</p>
            <NotifyToggle offLabel="Notify me when my numbers come up" />
            <label className="choice-option my-numbers-mails">
              <input
                type="checkbox"
                role="switch"
                checked={mailsNow}
                disabled={readOnly}
                aria-disabled={busy || undefined}
                onChange={(e) => !busy && void toggleMails(e.target.checked)}
              />
              <span>E-mail me when one of my numbers comes up</span>
            </label>
          </section>
        </div>
      </div>
    </>
  );
}

export const loader = myNumbersLoader;

const LOADING = <Spinner label="Loading your numbers..." />;

export default function MyNumbersPage() {
  const { mine } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  const states = useFollowedStates();
  return (
    <div className="page my-numbers-page">
      <h1 className="page-title">My numbers</h1>
      <p className="my-numbers-intro muted">
        Keep up to 20 numbers you play. Each is checked against the draws of the states you follow ({stateNames([...states])}, <Link to="/account#my-states">change</Link>): how
        often it came up over the last 365 days against what pure chance expects, and a notice whenever a new result matches it.
      </p>
      <Loaded
        resolve={mine}
        loading={null}
        failed={LOAD_FAILED}
        // While the server is asked, the device's copy shows read-only.
        pending={
          <Loaded resolve={mine.saved} loading={null} failed={null} pending={LOADING}>
            {(copy) => (copy ? <Shown kept={copy} /> : LOADING)}
          </Loaded>
        }
        error={(error) => (
          <div className="my-numbers-error">
            <Alert kind="error">
              {isOffline(error)
                ? "You're offline, and your numbers have not been saved on this device yet. They will appear once you are back online."
                : serverMessage(error, LOAD_FAILED)}
            </Alert>
            <button type="button" className="btn btn-secondary" onClick={() => void revalidate()}>
              Try again
            </button>
          </div>
        )}
      >
        {(kept) => <Shown kept={kept} />}
      </Loaded>
    </div>
  );
}

/** The list as read (the server's answer, or the device's copy, read-only), with its saves. */
function Shown({ kept }: { kept: Kept<MyNumbersData> }) {
  const { data, saveNumbers, saveMails } = useMyNumbers(kept);
  return <Board data={data} readOnly={kept.fromDevice} offlineSince={kept.offline && kept.fromDevice ? kept.savedAt : null} save={saveNumbers} saveMails={saveMails} />;
}
