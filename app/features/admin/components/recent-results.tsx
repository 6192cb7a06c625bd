// The stored results, the newest stored first (whatever day they were drawn), searched by state,
// game, draw time, draw dates and number, a page at a time; each correctable (PUT) or removable
// (DELETE, after a confirmation in the app's own dialog).
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { DRAW_TIMES, GAME_DIGITS, GAMES, STATE_CODES, drawName, stateName, type DrawTime, type Game, type ResultDto, type StateCode } from '@shared/results';
import type { ResultsFilter } from '@shared/results-schemas';
import { useConfirm } from '../../../components/confirm-dialog';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { formatCalendarDay } from '../../../lib/dates';
import { formText } from '../../../lib/form-values';
import { correctResult, deleteResult, getResults } from '../../../lib/results-api';
import { confirmDeleteResult } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { FormModal } from './form-modal';
import { SelectField } from './select-field';
import { fileDisagreesLabel } from '../../../lib/result-corrections';

/** Results a page shows. */
export const STORED_PAGE = 30;

const STATE_OPTIONS = [{ value: '' as const, label: 'Any state' }, ...STATE_CODES.map((s) => ({ value: s, label: stateName(s) }))];
const GAME_OPTIONS = [{ value: '' as const, label: 'Any game' }, ...GAMES.map((g) => ({ value: g, label: `Pick ${GAME_DIGITS[g]}` }))];
const DRAW_TIME_OPTIONS = [{ value: '' as const, label: 'Any draw time' }, ...DRAW_TIMES.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) }))];

/** The search as the form holds it: '' is "any". */
interface Search {
  state: StateCode | '';
  game: Game | '';
  drawTime: DrawTime | '';
  from: string;
  to: string;
  number: string;
  box: boolean;
}
const ANY: Search = { state: '', game: '', drawTime: '', from: '', to: '', number: '', box: false };

/** What is wrong with the search before it is sent, or null. */
function searchProblem(s: Search): { field: 'number' | 'to'; message: string } | null {
  if (s.number && !/^\d{3,4}$/.test(s.number)) return { field: 'number', message: 'Enter a number of 3 or 4 digits, e.g. 047 or 1234.' };
  if (s.from && s.to && s.from > s.to) return { field: 'to', message: 'The last day must not be before the first.' };
  return null;
}

function filterOf(s: Search, offset: number): ResultsFilter {
  return {
    sort: 'stored',
    state: s.state || undefined,
    game: s.game || undefined,
    drawTime: s.drawTime || undefined,
    from: s.from || undefined,
    to: s.to || undefined,
    number: s.number || undefined,
    box: s.number ? s.box : undefined,
    // One more than a page: whether an older page exists is known without a count.
    limit: STORED_PAGE + 1,
    offset,
  };
}

const isSearching = (s: Search) => Object.values(s).some(Boolean);

function CorrectModal({ result, onDone, onCancel }: { result: ResultDto; onDone(r: ResultDto): void; onCancel(): void }) {
  // `number` is the field as last submitted: React resets the form to it after each try.
  const [outcome, act, busy] = useActionState(
    async (_: { number: string; error?: string }, data: FormData) => {
      const number = formText(data, 'correctNumber');
      try {
        onDone(await correctResult(result._id, number.trim()));
        return { number };
      } catch (err) {
        return { number, error: messageOr(err, 'The result could not be corrected.') };
      }
    },
    { number: result.number },
  );
  return (
    <FormModal title="Correct the result" submitLabel="Save correction" busy={busy} onCancel={onCancel} action={act}>
      <p>
        {drawName(result)} of {formatCalendarDay(result.drawDate)}
      </p>
      <TextField
        label="Number"
        name="correctNumber"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={outcome.number}
        hint={`${GAME_DIGITS[result.game]} digits, leading zeros kept.`}
        error={outcome.error}
      />
    </FormModal>
  );
}

/** `version` changes whenever the page stored something: the list goes back to its first page to show it. */
export function RecentResults({ version }: { version: number }) {
  const [form, setForm] = useState<Search>(ANY);
  const [problem, setProblem] = useState<ReturnType<typeof searchProblem>>(null);
  const [search, setSearch] = useState<Search>(ANY);
  const [offset, setOffset] = useState(0);
  const [shownVersion, setShownVersion] = useState(version);
  const [page, setPage] = useState<{ results: ResultDto[]; offset: number; older: boolean } | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [correcting, setCorrecting] = useState<ResultDto | null>(null);
  const confirm = useConfirm();

  // Something new stored on the page: back to the first page, where it is listed.
  if (shownVersion !== version) {
    setShownVersion(version);
    setOffset(0);
  }

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    getResults(filterOf(search, offset), { signal: abort.signal }).then(
      (results) => {
        // A page emptied by removals steps back to the one before it.
        if (results.length === 0 && offset > 0) {
          setOffset(Math.max(0, offset - STORED_PAGE));
          return;
        }
        setPage({ results: results.slice(0, STORED_PAGE), offset, older: results.length > STORED_PAGE });
        setError('');
        setLoading(false);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setError(messageOr(err, 'The results could not be loaded.'));
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [search, offset, version, reloads]);

  const reload = () => setReloads((n) => n + 1);

  const set =
    <K extends keyof Search>(key: K) =>
    (value: Search[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setProblem(null);
    };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const asked: Search = { ...form, number: form.number.trim() };
    const wrong = searchProblem(asked);
    setProblem(wrong);
    if (wrong) return;
    setSearch(asked);
    setOffset(0);
    reload();
  };

  const clear = () => {
    setForm(ANY);
    setProblem(null);
    setSearch(ANY);
    setOffset(0);
    reload();
  };

  const remove = async (r: ResultDto) => {
    const draw = `${drawName(r)} of ${formatCalendarDay(r.drawDate)}`;
    if (!(await confirm.ask(confirmDeleteResult(draw, r.number)))) return;
    setNotice('');
    try {
      await deleteResult(r._id);
      setNotice(`Removed ${r.number}, ${draw}.`);
      reload();
    } catch (err) {
      setError(messageOr(err, 'The result could not be removed.'));
    }
  };

  const results = page?.results;
  const first = (page?.offset ?? 0) + 1;
  const last = (page?.offset ?? 0) + (results?.length ?? 0);

  return (
    <section className="admin-section" aria-labelledby="recent-results-title">
      <h2 id="recent-results-title">Stored results</h2>
      <form className="admin-filters card" role="search" aria-label="Search the stored results" onSubmit={submit} noValidate>
        <SelectField<StateCode | ''> label="State" name="storedState" value={form.state} options={STATE_OPTIONS} onChange={set('state')} />
        <SelectField<Game | ''> label="Game" name="storedGame" value={form.game} options={GAME_OPTIONS} onChange={set('game')} />
        <SelectField<DrawTime | ''> label="Draw time" name="storedDrawTime" value={form.drawTime} options={DRAW_TIME_OPTIONS} onChange={set('drawTime')} />
        <TextField label="Drawn from" name="storedFrom" type="date" value={form.from} onChange={set('from')} />
        <TextField label="Drawn to" name="storedTo" type="date" value={form.to} onChange={set('to')} error={problem?.field === 'to' ? problem.message : undefined} />
        <TextField
          label="Number"
          name="storedNumber"
          inputMode="numeric"
          autoComplete="off"
          value={form.number}
          onChange={set('number')}
          error={problem?.field === 'number' ? problem.message : undefined}
        />
        <label className="field-check">
          <input type="checkbox" name="storedBox" checked={form.box} onChange={(e) => set('box')(e.target.checked)} />
          Any order (box)
        </label>
        <span className="row">
          <button type="submit" className="btn btn-primary btn-small">
            Search
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={clear}>
            Clear
          </button>
        </span>
      </form>
      {error && (
        <Alert kind="error" onClose={() => setError('')}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert kind="success" onClose={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {!page && !error && <Spinner label="Loading results..." />}
      {results?.length === 0 && <p className="card admin-empty">{isSearching(search) ? 'No stored results match this search.' : 'No results stored yet.'}</p>}
      {results && results.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            Showing {first}–{last}, the newest stored first
          </p>
          <TableWrap label="Results on this page">
            <table className="table admin-results-table admin-cards-table">
              <thead>
                <tr>
                  <th scope="col">Draw</th>
                  <th scope="col">Date</th>
                  <th scope="col">Number</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r._id}>
                    <td data-label="Draw">{drawName(r)}</td>
                    <td data-label="Date" className="admin-nowrap">
                      {formatCalendarDay(r.drawDate)}
                    </td>
                    <td data-label="Number" className="admin-result-digits">
                      {r.number}
                      {r.fileNumber && <span className="admin-result-flag">{fileDisagreesLabel(r.fileNumber)}</span>}
                    </td>
                    <td data-label="Actions" className="admin-card-actions">
                      <span className="row">
                        <button type="button" className="btn btn-secondary btn-small" onClick={() => setCorrecting(r)}>
                          Correct
                          <span className="sr-only">
                            {' '}
                            {drawName(r)} of {r.drawDate}
                          </span>
                        </button>
                        <button type="button" className="btn btn-danger btn-small" onClick={() => void remove(r)}>
                          Delete
                          <span className="sr-only">
                            {' '}
                            {drawName(r)} of {r.drawDate}
                          </span>
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
      {page && (page.offset > 0 || page.older) && (
        <nav className="row admin-pages" aria-label="Pages of stored results">
          <button type="button" className="btn btn-secondary btn-small" disabled={loading || page.offset === 0} onClick={() => setOffset(Math.max(0, page.offset - STORED_PAGE))}>
            Newer
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={loading || !page.older} onClick={() => setOffset(page.offset + STORED_PAGE)}>
            Older
          </button>
        </nav>
      )}
      {correcting && (
        <CorrectModal
          result={correcting}
          onCancel={() => setCorrecting(null)}
          onDone={(r) => {
            setCorrecting(null);
            setNotice(`Corrected ${drawName(r)} of ${formatCalendarDay(r.drawDate)} to ${r.number}.`);
            reload();
          }}
        />
      )}
      {confirm.dialog}
    </section>
  );
}
