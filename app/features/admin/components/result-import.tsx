// The import of official results from a file (docs/product.md, "Official results" and
// "Importing results files"). A dropped or chosen file shows its first lines and what each column
// is taken for; where the header is not one the import knows, the admin says which column is which
// (remembered for the next file with that header), and chooses the state, game and draw time the
// file does not say. The file is then checked (?dryRun=1, nothing stored) and its figures shown;
// nothing is stored until the admin confirms. A strict import that is refused lists the bad lines
// and offers to import the valid ones.
import { useRef, useState, type DragEvent } from 'react';
import type { ImportResultDto } from '@shared/results';
import { importFileName } from '@shared/results-schemas';
import type { Missing } from '@shared/results-layout';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { importResults, rejectedLines, type ImportRequest } from '../../../lib/results-api';
import { messageOr } from '../lib/error-message';
import { choicesOf, choicesView, layoutOf, mapOfChoices, readHead, rememberedMap, rememberMap, SHOWN_LINES, type ColumnChoice, type FileHead } from '../lib/result-import';
import { ColumnMapping, MissingParams, type ImportParamsForm } from './result-import-choices';
import { ResultImportLines } from './result-import-lines';
import { dateRangeText, duplicatesText, nothingNewText, Offer, otherGameHint, plural, readAs, RejectedTable, type Rejected } from './result-import-outcome';

const IMPORT_FAILED = 'The file could not be imported.';
const MISSING_NAMES: Record<Missing, string> = { state: 'state', game: 'game', drawTime: 'draw time' };
/** A new file starts with nothing chosen: the last file's state, game and draw time may not be this one's. */
const NO_PARAMS: ImportParamsForm = { state: '', game: '', drawTime: '' };
type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string }
  | { kind: 'preview'; counts: ImportResultDto }
  /** A strict import (or its dry run) was refused; `valid` is what importing the valid lines would give. */
  | { kind: 'refused'; message: string; rejected: Rejected[]; valid?: ImportResultDto }
  | { kind: 'failed'; message: string }
  | { kind: 'imported'; counts: ImportResultDto; skipped: Rejected[]; flagged: Rejected[] };

interface Chosen {
  file: File;
  head: FileHead;
  /** The admin's column choices; null while the recognised layout stands. */
  mapping: ColumnChoice[] | null;
  /** The mapping came from the last file with this header. */
  remembered: boolean;
}

/** The lines the server named, each with its text from the file (numbered as the server does: from 1, any line ending). */
async function withLineText(file: File, named: readonly { line: number; message: string }[]): Promise<Rejected[]> {
  if (named.length === 0) return [];
  const lines = await file
    .text()
    .then((t) => t.split(/\r\n|\r|\n/))
    .catch(() => [] as string[]);
  return named.map((r) => ({ ...r, text: lines[r.line - 1] ?? '' }));
}

export function ResultImport({ onImported }: { onImported(): void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [params, setParams] = useState<ImportParamsForm>(NO_PARAMS);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [formProblem, setFormProblem] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const map = chosen?.mapping ? mapOfChoices(chosen.mapping) : undefined;
  const layout = chosen && !chosen.head.problem ? layoutOf(chosen.head, typeof map === 'object' ? map : undefined) : undefined;
  const first = chosen?.head.records[0]?.cells ?? [];

  /** The request the form stands for, or what the admin still has to choose. */
  function requestOf(c: Chosen, p: ImportParamsForm, m = map): ImportRequest | string {
    if (typeof m === 'string') return m;
    const check = layoutOf(c.head, m);
    if (!check.ok && !check.missing) return check.message;
    const unchosen = check.lacks.filter((k) => !p[k]);
    if (unchosen.length) {
      const names = unchosen.map((k) => MISSING_NAMES[k]);
      return `Choose the file's ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`;
    }
    const req: ImportRequest = m ? { map: m } : {};
    for (const k of check.lacks) req[k] = p[k];
    return req;
  }

  const refusal = async (file: File, err: unknown, req: ImportRequest): Promise<Outcome> => {
    const rejected = rejectedLines(err);
    if (rejected.length === 0) return { kind: 'failed', message: messageOr(err, IMPORT_FAILED) };
    const valid = await importResults(file, { ...req, fileName: importFileName(file.name), mode: 'valid', dryRun: true }).catch(() => undefined);
    return { kind: 'refused', message: messageOr(err, IMPORT_FAILED), rejected: await withLineText(file, rejected), valid };
  };

  async function check(c: Chosen, p: ImportParamsForm, m = map) {
    const req = requestOf(c, p, m);
    if (typeof req === 'string') {
      setFormProblem(req);
      return;
    }
    setFormProblem('');
    if (req.map) rememberMap(c.head.records[0].cells, req.map);
    setOutcome({ kind: 'busy', label: 'Checking the file...' });
    try {
      setOutcome({ kind: 'preview', counts: await importResults(c.file, { ...req, fileName: importFileName(c.file.name), dryRun: true }) });
    } catch (err) {
      setOutcome(await refusal(c.file, err, req));
    }
  }

  async function store(c: Chosen, mode: 'all' | 'valid', skipped: Rejected[] = []) {
    const req = requestOf(c, params);
    if (typeof req === 'string') return setFormProblem(req);
    setOutcome({ kind: 'busy', label: 'Importing...' });
    try {
      const counts = await importResults(c.file, { ...req, fileName: importFileName(c.file.name), mode });
      setOutcome({ kind: 'imported', counts, skipped: mode === 'valid' ? skipped : [], flagged: await withLineText(c.file, counts.flagged) });
      onImported();
    } catch (err) {
      setOutcome(await refusal(c.file, err, req));
    }
  }

  async function choose(file: File) {
    setOutcome({ kind: 'busy', label: 'Reading the file...' });
    setFormProblem('');
    setParams(NO_PARAMS);
    const head = await readHead(file).catch(() => ({ records: [], problem: 'The file cannot be read.' }));
    if (head.problem) {
      setChosen({ file, head, mapping: null, remembered: false });
      return setOutcome({ kind: 'failed', message: head.problem });
    }
    const cells = head.records[0].cells;
    const saved = rememberedMap(cells);
    const recognised = layoutOf(head);
    const known = (check: ReturnType<typeof layoutOf>) => (check.ok ? check.layout.roles : check.layout?.roles);
    // A remembered mapping first; else the layout the import recognises; else every column to choose.
    const mapping = saved ? choicesOf(known(layoutOf(head, saved)) ?? [], cells.length) : known(recognised) ? null : cells.map((): ColumnChoice => '');
    const c: Chosen = { file, head, mapping, remembered: !!saved };
    setChosen(c);
    setOutcome({ kind: 'idle' });
    // A file the import reads as it is (or with the mapping remembered for it) is checked straight
    // away. One that needs a state, game or draw time waits for the admin to choose them afresh:
    // the last file's are not carried over (a Michigan file never goes in as Georgia).
    const m = mapping ? mapOfChoices(mapping) : undefined;
    if (typeof requestOf(c, NO_PARAMS, m) === 'object') await check(c, NO_PARAMS, m);
  }

  const reset = () => {
    setChosen(null);
    setOutcome({ kind: 'idle' });
    setFormProblem('');
    if (input.current) input.current.value = '';
  };

  const changed = (next: Partial<Chosen>) => {
    if (!chosen) return;
    setChosen({ ...chosen, ...next });
    setOutcome({ kind: 'idle' });
    setFormProblem('');
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void choose(file);
  };

  const busy = outcome.kind === 'busy';
  const records = chosen?.head.records.slice(0, SHOWN_LINES) ?? [];
  // While the admin maps, the table and the questions follow the choices, finished or not.
  const { roles, header, lacks } = chosen?.mapping
    ? choicesView(chosen.mapping, first)
    : {
        roles: layout?.ok ? layout.layout.roles : layout?.layout?.roles,
        header: layout?.ok ? layout.layout.kind === 'columns' && layout.layout.header : !!layout?.layout?.header,
        lacks: layout?.lacks ?? [],
      };
  const isTexas = layout?.ok === true && layout.layout.kind === 'texas';

  return (
    <section className="admin-section" aria-labelledby="result-import-title">
      <h2 id="result-import-title">Import a CSV file</h2>
      <div className="card stack admin-form admin-import-form">
        <p className="muted admin-import-note">
          A state&apos;s or a results site&apos;s file as it comes (e.g. <code>Date,Draw,Digit1,Digit2,Digit3</code>, <code>Date,Result</code>, one column per draw time, the Texas
          Lottery&apos;s downloads), our own <code>state,game,draw_date,draw_time,number</code>, or any other once you say which column is which. The file is checked first; nothing
          is stored until you confirm.
        </p>
        <div
          className={`admin-drop${dragging ? ' is-dragging' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label className="field-label" htmlFor="results-file">
            CSV file
          </label>
          <span className="field-hint" id="results-file-hint">
            Drop the file here, or choose it.
          </span>
          <input
            ref={input}
            id="results-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby="results-file-hint"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void choose(file);
            }}
          />
        </div>

        {chosen && records.length > 0 && (
          <>
            <ResultImportLines records={records} roles={roles} header={header} />
            {outcome.kind === 'imported' ? null : chosen.mapping ? (
              <>
                <p className="field-hint">
                  {chosen.remembered
                    ? 'The columns are as you chose them for the last file with this first line.'
                    : "Say which column is which: the import does not take this file's columns for you."}
                </p>
                <ColumnMapping
                  first={first}
                  example={chosen.head.records[1]?.cells}
                  choices={chosen.mapping}
                  onChange={(i, v) => changed({ mapping: chosen.mapping!.map((c, j) => (j === i ? v : c)), remembered: false })}
                />
              </>
            ) : (
              !isTexas && (
                <div className="admin-actions">
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => changed({ mapping: choicesOf(roles ?? [], first.length) })}>
                    Choose the columns myself
                  </button>
                </div>
              )
            )}
            {lacks.length > 0 && outcome.kind !== 'imported' && (
              <MissingParams
                lacks={lacks}
                params={params}
                onChange={(k, v) => {
                  setParams((p) => ({ ...p, [k]: v, ...(k === 'state' && { drawTime: '' }) }));
                  setOutcome({ kind: 'idle' });
                  setFormProblem('');
                }}
              />
            )}
            {formProblem && (
              <p className="field-error" role="alert">
                {formProblem}
              </p>
            )}
            {(outcome.kind === 'idle' || outcome.kind === 'failed') && (
              <div className="admin-actions">
                <button type="button" className="btn btn-primary" onClick={() => void check(chosen, params)}>
                  Check the file
                </button>
                <button type="button" className="btn btn-secondary" onClick={reset}>
                  Cancel
                </button>
              </div>
            )}
          </>
        )}

        {outcome.kind === 'busy' && <Spinner label={outcome.label} />}
        {outcome.kind === 'preview' && chosen && (
          <Offer
            action={outcome.counts.imported > 0 ? `Import ${plural(outcome.counts.imported, 'result')}` : undefined}
            onAccept={() => void store(chosen, 'all')}
            onCancel={reset}
          >
            <strong>{chosen.file.name}</strong>: {dateRangeText(outcome.counts)} {plural(outcome.counts.imported, 'new result')}, {duplicatesText(outcome.counts)}
            {outcome.counts.duplicates > 0 ? ', left as they are.' : '.'}
            {readAs(lacks, params)}
            {outcome.counts.imported === 0 && ` ${nothingNewText(outcome.counts)}`}
          </Offer>
        )}
        {outcome.kind === 'imported' && (
          <Alert kind="success" onClose={reset}>
            Imported {plural(outcome.counts.imported, 'result')}; {duplicatesText(outcome.counts)} left as they were
            {outcome.counts.rejectedCount ? `; ${plural(outcome.counts.rejectedCount, 'line')} skipped (listed below)` : ''}.
          </Alert>
        )}
        {outcome.kind === 'imported' && outcome.flagged.length > 0 && (
          <>
            <Alert kind="info">
              {plural(outcome.flagged.length, 'line')} of the file {outcome.flagged.length === 1 ? 'disagrees' : 'disagree'} with results entered by hand. Both numbers are kept and
              each result is flagged on the Results page: correct it if the file is right.
            </Alert>
            <RejectedTable rejected={outcome.flagged} label="Lines that disagree with results entered by hand" />
          </>
        )}
        {outcome.kind === 'failed' && <Alert kind="error">{outcome.message}</Alert>}
        {outcome.kind === 'refused' && chosen && (
          <>
            <Alert kind="error">{outcome.message}</Alert>
            {otherGameHint(outcome.rejected, outcome.valid, lacks, params) && <Alert kind="info">{otherGameHint(outcome.rejected, outcome.valid, lacks, params)}</Alert>}
            {outcome.valid && outcome.valid.imported > 0 && (
              <Offer action="Import the valid lines" onAccept={() => void store(chosen, 'valid', outcome.rejected)} onCancel={reset}>
                The other lines hold {plural(outcome.valid.imported, 'new result')} and {duplicatesText(outcome.valid)}. {dateRangeText(outcome.valid)} You can import them and
                leave out the {plural(outcome.valid.rejectedCount ?? outcome.rejected.length, 'line')} listed below.
              </Offer>
            )}
            {outcome.valid && outcome.valid.imported === 0 && outcome.valid.duplicates > 0 && (
              <p className="field-hint">The other lines hold no new result: {duplicatesText(outcome.valid)}.</p>
            )}
          </>
        )}
        {(outcome.kind === 'refused' || (outcome.kind === 'imported' && outcome.skipped.length > 0)) && (
          <RejectedTable rejected={outcome.kind === 'refused' ? outcome.rejected : outcome.skipped} label={outcome.kind === 'refused' ? 'Rejected lines' : 'Skipped lines'} />
        )}
      </div>
    </section>
  );
}
