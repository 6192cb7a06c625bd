// The results stored last (whatever day they were drawn), each correctable (PUT) or removable (DELETE, after a confirmation).
import { useActionState, useCallback, useEffect, useState } from 'react';
import { GAME_DIGITS, drawName, type ResultDto } from '@shared/results';
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

const RECENT = 30;

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

/** `version` changes whenever the page stored something, so the list shows it. */
export function RecentResults({ version }: { version: number }) {
  const [results, setResults] = useState<ResultDto[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [correcting, setCorrecting] = useState<ResultDto | null>(null);

  const load = useCallback(async () => {
    try {
      setResults(await getResults({ limit: RECENT, sort: 'stored' }));
      setError('');
    } catch (err) {
      setError(messageOr(err, 'The results could not be loaded.'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, version]);

  const remove = async (r: ResultDto) => {
    if (!window.confirm(confirmDeleteResult(`${drawName(r)} of ${formatCalendarDay(r.drawDate)}`, r.number))) return;
    setNotice('');
    try {
      await deleteResult(r._id);
      setNotice(`Removed ${r.number}, ${drawName(r)} of ${formatCalendarDay(r.drawDate)}.`);
      await load();
    } catch (err) {
      setError(messageOr(err, 'The result could not be removed.'));
    }
  };

  return (
    <section className="admin-section" aria-labelledby="recent-results-title">
      <h2 id="recent-results-title">Recent results</h2>
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
      {!results && !error && <Spinner label="Loading results..." />}
      {results?.length === 0 && <p className="card admin-empty">No results stored yet.</p>}
      {results && results.length > 0 && (
        <TableWrap label="Stored results">
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
      )}
      {correcting && (
        <CorrectModal
          result={correcting}
          onCancel={() => setCorrecting(null)}
          onDone={(r) => {
            setCorrecting(null);
            setNotice(`Corrected ${drawName(r)} of ${formatCalendarDay(r.drawDate)} to ${r.number}.`);
            void load();
          }}
        />
      )}
    </section>
  );
}
