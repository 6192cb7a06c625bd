// CSV import of official results (contract §9): the file is checked first (?preview=1, nothing
// stored) and its counts shown; the admin confirms, and only then is it imported, all or nothing.
// A refused file lists its lines: number, text and why.
import { useRef, useState, type ChangeEvent } from 'react';
import type { ImportResultDto } from '@shared/results';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { TableWrap } from '../../../components/table-wrap';
import { importResults, rejectedLines } from '../../results/results-api';
import { messageOr } from '../lib/error-message';

const IMPORT_FAILED = 'The file could not be imported.';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' | 'importing'; file: File }
  | { kind: 'preview'; file: File; counts: ImportResultDto }
  | { kind: 'refused'; message: string; rejected: { line: number; message: string; text: string }[] }
  | { kind: 'failed'; message: string }
  | { kind: 'imported'; counts: ImportResultDto };

/** The file's lines as the server numbers them: from 1, any line ending. */
async function linesOf(file: File): Promise<string[]> {
  return (await file.text()).split(/\r\n|\r|\n/);
}

export function ResultImport({ onImported }: { onImported(): void }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const refused = async (file: File, err: unknown): Promise<Step> => {
    const rejected = rejectedLines(err);
    if (rejected.length === 0) return { kind: 'failed', message: messageOr(err, IMPORT_FAILED) };
    const lines = await linesOf(file).catch(() => [] as string[]);
    return { kind: 'refused', message: messageOr(err, IMPORT_FAILED), rejected: rejected.map((r) => ({ ...r, text: lines[r.line - 1] ?? '' })) };
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'preview', file, counts: await importResults(file, { dryRun: true }) });
    } catch (err) {
      setStep(await refused(file, err));
    }
  };

  const confirm = async (file: File) => {
    setStep({ kind: 'importing', file });
    try {
      const counts = await importResults(file);
      setStep({ kind: 'imported', counts });
      onImported();
    } catch (err) {
      setStep(await refused(file, err));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const reset = () => {
    setStep({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  return (
    <section className="admin-section" aria-labelledby="result-import-title">
      <h2 id="result-import-title">Import a CSV file</h2>
      <div className="card stack admin-form">
        <p className="muted admin-import-note">
          A file with the header <code>state,game,draw_date,draw_time,number</code>, or the Texas Lottery&apos;s own download files
          (pick3morning.csv … daily4night.csv). The file is checked first; nothing is stored until you confirm, and a file with a
          bad line is not imported at all.
        </p>
        <div className="field">
          <label className="field-label" htmlFor="results-file">
            CSV file
          </label>
          <input
            ref={input}
            id="results-file"
            type="file"
            accept=".csv,text/csv"
            disabled={step.kind === 'checking' || step.kind === 'importing'}
            onChange={(e) => void choose(e)}
          />
        </div>
        {step.kind === 'checking' && <Spinner label="Checking the file..." />}
        {step.kind === 'importing' && <Spinner label="Importing..." />}
        {step.kind === 'preview' && (
          <div className="alert alert-info" role="status">
            <div className="alert-body stack">
              <p>
                <strong>{step.file.name}</strong>: {plural(step.counts.imported, 'new result')}, {plural(step.counts.duplicates, 'duplicate')}{' '}
                (already stored, left as they are).
              </p>
              <div className="admin-actions">
                <button type="button" className="btn btn-primary" disabled={step.counts.imported === 0} onClick={() => void confirm(step.file)}>
                  Import {plural(step.counts.imported, 'result')}
                </button>
                <button type="button" className="btn btn-secondary" onClick={reset}>
                  Cancel
                </button>
              </div>
            </div>
          </div>
        )}
        {step.kind === 'imported' && (
          <Alert kind="success" onClose={reset}>
            Imported {plural(step.counts.imported, 'result')}; {plural(step.counts.duplicates, 'duplicate')} left as they were.
          </Alert>
        )}
        {step.kind === 'failed' && (
          <Alert kind="error" onClose={reset}>
            {step.message}
          </Alert>
        )}
        {step.kind === 'refused' && (
          <>
            <Alert kind="error" onClose={reset}>
              {step.message}
            </Alert>
            <TableWrap label="Rejected lines">
              <table className="table admin-rejected-table">
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Text</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {step.rejected.map((r) => (
                    <tr key={`${r.line}-${r.message}`}>
                      <td>{r.line}</td>
                      <td>
                        <code>{r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text}</code>
                      </td>
                      <td>{r.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </>
        )}
      </div>
    </section>
  );
}
