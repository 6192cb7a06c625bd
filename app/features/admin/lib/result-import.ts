// The admin's results import (docs/product.md, "Importing results files"), before anything is sent:
// the file's first lines, the layout the server will take them for (the same shared code decides),
// the column choices the admin makes when the header is not recognised, and the mapping remembered
// for a header.
import { csvRecords, isBlankRecord, UnreadableCsv, type CsvRecord } from '@shared/results-csv-lines';
import { isDrawDate } from '@shared/results-dates';
import { fileKindProblem } from '@shared/results-file-kind';
import { recogniseLayout, type ColumnMap, type ColumnRole, type LayoutCheck, type Missing } from '@shared/results-layout';

/** Enough of the file for its first lines and the lines that decide its layout. */
const HEAD_BYTES = 64 * 1024;
const SAMPLE_LINES = 20;
export const SHOWN_LINES = 6;

export interface FileHead {
  /** The first non-blank record, then the next ones (as the server reads them). */
  records: CsvRecord[];
  /** Set when the file is not a results file (a web page, a PDF…) or cannot be read. */
  problem?: string;
}

/** The head of a chosen file: its kind from the first bytes, then its first records. */
export async function readHead(file: Blob): Promise<FileHead> {
  const bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const problem = fileKindProblem(bytes);
  if (problem) return { records: [], problem };
  // Not fatal: the head may end inside a character; the server checks the whole file.
  const text = new TextDecoder('utf-8').decode(bytes);
  const records: CsvRecord[] = [];
  try {
    for (const r of csvRecords(text)) {
      if (isBlankRecord(r.cells)) continue;
      records.push(r);
      if (records.length > SAMPLE_LINES) break;
    }
  } catch (err) {
    if (!(err instanceof UnreadableCsv)) throw err;
  }
  // A cut at the end of the head may have split the last record.
  if (bytes.length === HEAD_BYTES && records.length > 1 && records.length <= SAMPLE_LINES) records.pop();
  return records.length ? { records } : { records, problem: 'The file holds no draws.' };
}

/** What the layout is with the admin's map (if any), and what the file itself leaves to the query. */
export function layoutOf(head: FileHead, map?: ColumnMap): LayoutCheck & { lacks: Missing[] } {
  const [first, ...rest] = head.records.map((r) => r.cells);
  const check = recogniseLayout(first, rest, map ? { map } : {});
  return { ...check, lacks: !check.ok && check.missing ? check.missing : [] };
}

/** A column's choice in the mapping: not used, or what it holds. */
export type ColumnChoice = '' | 'date' | 'drawTime' | 'number' | 'digit1' | 'digit2' | 'digit3' | 'digit4' | 'state' | 'game';
export const COLUMN_CHOICES: { value: ColumnChoice; label: string }[] = [
  { value: '', label: 'Not used' },
  { value: 'date', label: 'Date' },
  { value: 'drawTime', label: 'Draw time' },
  { value: 'number', label: 'Number' },
  { value: 'digit1', label: 'Digit 1' },
  { value: 'digit2', label: 'Digit 2' },
  { value: 'digit3', label: 'Digit 3' },
  { value: 'digit4', label: 'Digit 4' },
  { value: 'state', label: 'State' },
  { value: 'game', label: 'Game' },
];
const CHOICE_LABELS = new Map(COLUMN_CHOICES.map((c) => [c.value, c.label]));

/** The choices a recognised layout amounts to, as the starting point of a mapping. */
export function choicesOf(roles: ColumnRole[], count: number): ColumnChoice[] {
  return Array.from({ length: count }, (_, i): ColumnChoice => {
    const r = roles[i];
    if (!r) return '';
    if (r.kind === 'digit' && r.index <= 4) return `digit${r.index}` as ColumnChoice;
    if (r.kind === 'draw') return 'drawTime';
    return r.kind === 'date' || r.kind === 'number' || r.kind === 'state' || r.kind === 'game' ? r.kind : '';
  });
}

/** What each column is taken for by the choices, finished or not, whether line 1 is then a header, and what the query must give. */
export function choicesView(choices: ColumnChoice[], first: readonly string[]): { roles: ColumnRole[]; header: boolean; lacks: Missing[] } {
  const roles = choices.map((c): ColumnRole => {
    if (c.startsWith('digit')) return { kind: 'digit', index: Number(c.slice(5)) };
    if (c === 'drawTime') return { kind: 'draw' };
    return c === '' ? { kind: 'ignored' } : { kind: c as 'date' | 'number' | 'state' | 'game' };
  });
  const date = choices.indexOf('date');
  const lacks = (['state', 'game', 'drawTime'] as const).filter((k) => !choices.includes(k));
  return { roles, header: date >= 0 ? !isDrawDate(first[date] ?? '') : !first.some(isDrawDate), lacks };
}

/** The map the choices make, or what is wrong with them (the same rules the server applies). */
export function mapOfChoices(choices: ColumnChoice[]): ColumnMap | string {
  const twice = choices.find((c, i) => c !== '' && choices.indexOf(c) !== i);
  if (twice) return `Two columns are taken for ${CHOICE_LABELS.get(twice)}: choose it for one column only.`;
  const at = (c: ColumnChoice) => choices.indexOf(c);
  if (at('date') < 0) return 'Choose the column that holds the date.';
  const digits = (['digit1', 'digit2', 'digit3', 'digit4'] as const).map(at);
  const count = digits.findIndex((c) => c < 0);
  const n = count < 0 ? 4 : count;
  if (digits.slice(n).some((c) => c >= 0)) return 'Digit columns count from Digit 1 without a gap.';
  if (at('number') >= 0 && n > 0) return 'Choose the number as one column or as digit columns, not both.';
  if (at('number') < 0 && n === 0) return 'Choose the column that holds the number, or its digit columns.';
  if (n > 0 && n < 3) return 'A number has 3 or 4 digit columns.';
  const map: ColumnMap = { date: at('date') };
  if (at('drawTime') >= 0) map.drawTime = at('drawTime');
  if (at('number') >= 0) map.number = at('number');
  if (n > 0) map.digits = digits.slice(0, n);
  if (at('state') >= 0) map.state = at('state');
  if (at('game') >= 0) map.game = at('game');
  return map;
}

const STORAGE_PREFIX = 'resultImportMap:';

/** A header's name for the remembered mapping; files without a header go by their column count. */
export function sourceKey(first: readonly string[]): string {
  const headerless = first.some(isDrawDate);
  return STORAGE_PREFIX + (headerless ? `${first.length} columns, no header` : first.join(',').toLowerCase().replace(/\s+/g, ''));
}

/** The mapping chosen last time for this header, if it still fits. */
export function rememberedMap(first: readonly string[]): ColumnMap | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(sourceKey(first)) ?? 'null') as ColumnMap | null;
    const columns = saved && [saved.date, saved.drawTime, saved.number, saved.state, saved.game, ...(saved.digits ?? [])];
    return saved && columns!.every((c) => c === undefined || (Number.isInteger(c) && c < first.length)) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberMap(first: readonly string[], map: ColumnMap): void {
  try {
    localStorage.setItem(sourceKey(first), JSON.stringify(map));
  } catch {
    // Private mode or a full store: the admin chooses again next time.
  }
}
