// The editable rows of the sharing form (docs/app.md, "Admin pages" and "Client constants").

export const INITIAL_PREDICTION_ROWS = 2;
export const INITIAL_ALTERNATIVE_ROWS = 3;
/** "Form checks" (docs/app.md): at least one row must stay in each table. */
export const MIN_ROWS = 1;

export interface PairRow {
  /** Stable React key, so removing a middle row keeps the other inputs (and focus) in place. */
  key: number;
  number1: string;
  number2: string;
}

let nextKey = 1;
function newRow(): PairRow {
  return { key: nextKey++, number1: '', number2: '' };
}

export function emptyRows(count: number): PairRow[] {
  return Array.from({ length: count }, newRow);
}

export function addRow(rows: PairRow[]): PairRow[] {
  return [...rows, newRow()];
}

/** Removes the row at `index` unless it is the last one left. */
export function removeRow(rows: PairRow[], index: number): PairRow[] {
  if (rows.length <= MIN_ROWS || index < 0 || index >= rows.length) return rows;
  return rows.filter((_, i) => i !== index);
}

/**
 * Keeps the value as typed: a stray letter is reported when the form is sent (pairRowsProblem),
 * never silently dropped, which could leave one number of a pair empty or change a number.
 */
export function updateRow(rows: PairRow[], index: number, field: 'number1' | 'number2', value: string): PairRow[] {
  return rows.map((r, i) => (i === index ? { ...r, [field]: value } : r));
}

/** Whether any row holds a typed number: empty rows added or removed are no input to lose. */
export function hasNumbers(rows: PairRow[]): boolean {
  return rows.some((r) => r.number1 !== '' || r.number2 !== '');
}

/** Whether edited rows say something other than the pairs they started from. */
export function rowsDiffer(rows: PairRow[], pairs: ReadonlyArray<{ number1: string; number2: string }>): boolean {
  return rows.length !== pairs.length || rows.some((r, i) => r.number1 !== pairs[i].number1 || r.number2 !== pairs[i].number2);
}

/** Rows from existing pairs, for the inline editor of today's predictions. */
export function rowsFromPairs(pairs: ReadonlyArray<{ number1: string; number2: string }>): PairRow[] {
  return pairs.map((p) => ({ key: nextKey++, number1: p.number1, number2: p.number2 }));
}
