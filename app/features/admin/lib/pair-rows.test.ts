import { describe, expect, it } from 'vitest';
import { normalizePairs, pairRowsProblem } from '@shared/predictions';
import { addRow, emptyRows, hasNumbers, removeRow, rowsDiffer, rowsFromPairs, updateRow } from './pair-rows';

describe('pair rows', () => {
  it('starts with empty rows that have distinct keys', () => {
    const rows = emptyRows(3);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows.every((r) => r.number1 === '' && r.number2 === '')).toBe(true);
  });

  it('adds a row at the end', () => {
    expect(addRow(emptyRows(2))).toHaveLength(3);
  });

  it('removes the chosen row but always keeps one', () => {
    let rows = updateRow(emptyRows(2), 0, 'number1', '12');
    rows = removeRow(rows, 0);
    expect(rows).toHaveLength(1);
    expect(rows[0].number1).toBe('');
    expect(removeRow(rows, 0)).toBe(rows);
  });

  it('keeps a number as typed, leading zeros and stray characters alike', () => {
    const rows = updateRow(emptyRows(1), 0, 'number2', '00x9');
    expect(rows[0].number2).toBe('00x9');
    expect(updateRow(rows, 0, 'number1', '047')[0].number1).toBe('047');
  });

  it('feeds normalizePairs: blank rows dropped, priorities renumbered', () => {
    let rows = emptyRows(3);
    rows = updateRow(rows, 0, 'number1', '123');
    rows = updateRow(rows, 0, 'number2', '9');
    rows = updateRow(rows, 2, 'number1', '7');
    rows = updateRow(rows, 2, 'number2', '0456');
    expect(normalizePairs(rows)).toEqual([
      { number1: '123', number2: '9', priority: 1 },
      { number1: '7', number2: '0456', priority: 2 },
    ]);
  });

  it('names the first row that cannot be sent, as the server would', () => {
    let rows = emptyRows(3);
    expect(pairRowsProblem('Prediction', rows)).toBeNull();
    rows = updateRow(rows, 2, 'number1', '048');
    expect(pairRowsProblem('Prediction', rows)).toBe('Prediction row 3: enter both numbers or leave both empty.');
    rows = updateRow(rows, 2, 'number2', '12a');
    expect(pairRowsProblem('Alternative', rows)).toBe('Alternative row 3: numbers may contain digits only.');
    rows = updateRow(rows, 2, 'number2', ' 12 ');
    expect(pairRowsProblem('Prediction', rows)).toBe(
      'Prediction row 3, number 2: "12" has 2 digits. A prediction is a Pick 3 or Pick 4 number: 3 or 4 digits, leading zeros kept (e.g. 047).',
    );
    rows = updateRow(rows, 2, 'number2', ' 0012 ');
    expect(pairRowsProblem('Prediction', rows)).toBeNull();
    rows = updateRow(rows, 0, 'number1', '12345');
    rows = updateRow(rows, 0, 'number2', '1');
    expect(pairRowsProblem('Prediction', rows)).toBe(
      'Prediction row 1, number 1: "12345" has 5 digits. A prediction is a Pick 3 or Pick 4 number: 3 or 4 digits, leading zeros kept (e.g. 047).',
    );
  });

  it('builds editable rows from saved pairs', () => {
    const rows = rowsFromPairs([{ number1: '1', number2: '2' }]);
    expect(rows[0]).toMatchObject({ number1: '1', number2: '2' });
  });

  it('tell typed numbers from empty rows, for the unsaved-changes prompt', () => {
    expect(hasNumbers(addRow(emptyRows(2)))).toBe(false);
    expect(hasNumbers(updateRow(emptyRows(2), 1, 'number2', '7'))).toBe(true);
    // Input is kept as typed (the form names a stray letter when sent), so it is input to lose.
    expect(hasNumbers(updateRow(emptyRows(2), 1, 'number2', 'x'))).toBe(true);
  });

  it('tell edited rows from the pairs they started from', () => {
    const pairs = [{ number1: '012', number2: '3456' }];
    expect(rowsDiffer(rowsFromPairs(pairs), pairs)).toBe(false);
    expect(rowsDiffer(updateRow(rowsFromPairs(pairs), 0, 'number1', '013'), pairs)).toBe(true);
    expect(rowsDiffer(addRow(rowsFromPairs(pairs)), pairs)).toBe(true);
  });
});
