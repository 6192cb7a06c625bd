// The stored results, the newest stored first (whatever day they were drawn), searched by state,
// game, draw time, draw dates and number, a page at a time; each correctable (PUT) or removable
// (DELETE, after a confirmation in the app's own dialog). The search and the page are the
// address's (`?state=&game=&drawTime=&from=&to=&number=&box=&offset=`), read by the results page's
// loader (docs/app.md, "How a page reads data").
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { DRAW_TIMES, GAME_DIGITS, GAMES, STATE_CODES, drawName, stateName, type DrawTime, type Game, type ResultDto, type StateCode } from '@shared/results';
import { useConfirm } from '../../../components/confirm-dialog';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { formatCalendarDay } from '../../../lib/dates';
import { formText } from '../../../lib/form-values';
import { correctResult, deleteResult, getResults } from '../../../lib/results-api';
import { confirmDeleteResult } from '../lib/confirm-messages';
import { failsWith, messageOr } from '../lib/error-message';
import { FormModal } from './form-modal';
import { SelectField } from './select-field';
import { fileDisagreesLabel } from '../../../lib/result-corrections';
import {
  ANY_SEARCH,
  STORED_PAGE,
  isSearching,
  searchProblem,
  storedOffsetOf,
  storedResultsFilter,
  storedSearchAddress,
  storedSearchOf,
  type StoredSearch,
} from '../lib/address-filters';

const STATE_OPTIONS = [{ value: '' as const, label: 'Any state' }, ...STATE_CODES.map((s) => ({ value: s, label: stateName(s) }))];
const GAME_OPTIONS = [{ value: '' as const, label: 'Any game' }, ...GAMES.map((g) => ({ value: g, label: `Pick ${GAME_DIGITS[g]}` }))];
const DRAW_TIME_OPTIONS = [{ value: '' as const, label: 'Any draw time' }, ...DRAW_TIMES.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) }))];

/** A page of the stored results, and whether an older one exists. */
export interface StoredPage {
  results: ResultDto[];
  offset: number;
  older: boolean;
}

/** The results page's loader's read of the stored results, for the search and page in `q`. */
export function readStoredResults(q: URLSearchParams, signal: AbortSignal): Promise<StoredPage> {
  const search = storedSearchOf(q);
  const offset = storedOffsetOf(q);
  const read = getResults(storedResultsFilter(search, offset), { signal }).then((results) => ({
    results: results.slice(0, STORED_PAGE),
    offset,
    older: results.length > STORED_PAGE,
  }));
  return failsWith(read, 'The results could not be loaded.');
}

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

/** `stored` is the loader's read of the page the address names; every change reads it again. */
export function RecentResults({ stored }: { stored: Promise<StoredPage> }) {
  const [params, setParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  const search = storedSearchOf(params);
  const [form, setForm] = useState<StoredSearch>(search);
  const [problem, setProblem] = useState<ReturnType<typeof searchProblem>>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [correcting, setCorrecting] = useState<ResultDto | null>(null);
  const confirm = useConfirm();

  /**
   * The address for a search and a page, where the loader reads the results again; the same
   * address reads them again too (another admin may have stored something).
   */
  const show = (next: StoredSearch, offset: number) => {
    const q = storedSearchAddress(params, next, offset);
    if (q.toString() === params.toString()) void revalidate();
    else setParams(q, { replace: true, preventScrollReset: true });
  };

  const set =
    <K extends keyof StoredSearch>(key: K) =>
    (value: StoredSearch[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setProblem(null);
    };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const asked: StoredSearch = { ...form, number: form.number.trim() };
    const wrong = searchProblem(asked);
    setProblem(wrong);
    if (wrong) return;
    setError('');
    show(asked, 0);
  };

  const clear = () => {
    setForm(ANY_SEARCH);
    setProblem(null);
    setError('');
    show(ANY_SEARCH, 0);
  };

  const remove = async (r: ResultDto) => {
    const draw = `${drawName(r)} of ${formatCalendarDay(r.drawDate)}`;
    if (!(await confirm.ask(confirmDeleteResult(draw, r.number)))) return;
    setNotice('');
    try {
      await deleteResult(r._id);
      setNotice(`Removed ${r.number}, ${draw}.`);
      await revalidate();
    } catch (err) {
      setError(messageOr(err, 'The result could not be removed.'));
    }
  };

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
      <Loaded resolve={stored} loading="Loading results..." failed="The results could not be loaded.">
        {(page) => <StoredList page={page} searching={isSearching(search)} onPage={(offset) => show(search, offset)} onCorrect={setCorrecting} onRemove={(r) => void remove(r)} />}
      </Loaded>
      {correcting && (
        <CorrectModal
          result={correcting}
          onCancel={() => setCorrecting(null)}
          onDone={(r) => {
            setCorrecting(null);
            setNotice(`Corrected ${drawName(r)} of ${formatCalendarDay(r.drawDate)} to ${r.number}.`);
            void revalidate();
          }}
        />
      )}
      {confirm.dialog}
    </section>
  );
}

interface StoredListProps {
  page: StoredPage;
  searching: boolean;
  onPage(offset: number): void;
  onCorrect(r: ResultDto): void;
  onRemove(r: ResultDto): void;
}

function StoredList({ page, searching, onPage, onCorrect, onRemove }: StoredListProps) {
  const { results } = page;
  const first = page.offset + 1;
  const last = page.offset + results.length;
  // A page emptied by removals steps back to the one before it.
  const emptied = results.length === 0 && page.offset > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per render of the page
  useEffect(() => {
    if (emptied) onPage(Math.max(0, page.offset - STORED_PAGE));
  }, [page]);

  return (
    <>
      {results.length === 0 && <p className="card admin-empty">{searching ? 'No stored results match this search.' : 'No results stored yet.'}</p>}
      {results.length > 0 && (
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
                        <button type="button" className="btn btn-secondary btn-small" onClick={() => onCorrect(r)}>
                          Correct
                          <span className="sr-only">
                            {' '}
                            {drawName(r)} of {r.drawDate}
                          </span>
                        </button>
                        <button type="button" className="btn btn-danger btn-small" onClick={() => onRemove(r)}>
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
      {(page.offset > 0 || page.older) && (
        <nav className="row admin-pages" aria-label="Pages of stored results">
          <button type="button" className="btn btn-secondary btn-small" disabled={page.offset === 0} onClick={() => onPage(Math.max(0, page.offset - STORED_PAGE))}>
            Newer
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={!page.older} onClick={() => onPage(page.offset + STORED_PAGE)}>
            Older
          </button>
        </nav>
      )}
    </>
  );
}
