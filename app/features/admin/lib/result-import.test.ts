import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { choicesOf, choicesView, layoutOf, mapOfChoices, readHead, rememberedMap, rememberMap } from './result-import';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  clear = () => this.items.clear();
}
vi.stubGlobal('localStorage', new MemoryStorage());
beforeEach(() => localStorage.clear());
// The test files of a vitest worker share its globals (vitest.config.ts, `isolate`).
afterAll(() => vi.unstubAllGlobals());

const file = (text: string) => new Blob([text], { type: 'text/csv' });

describe('the head of a chosen file', () => {
  it('holds its first records as the server numbers them, and what the import takes each column for', async () => {
    const head = await readHead(file('\ufeff\r\nDate,Draw,DrawTime,Digit1,Digit2,Digit3\r\n7/29/25,Night,11:34pm,8,5,9\r\n'));
    expect(head.records.map((r) => r.line)).toEqual([2, 3]);
    const layout = layoutOf(head);
    expect(layout).toMatchObject({ ok: false, lacks: ['state', 'game'] });
    expect(choicesOf(layout.ok ? layout.layout.roles : layout.layout!.roles, 6)).toEqual(['date', 'drawTime', '', 'digit1', 'digit2', 'digit3']);
  });

  it('names a web page for what it is', async () => {
    expect(await readHead(file('<!DOCTYPE html><html></html>'))).toEqual({ records: [], problem: 'This file is a web page, not a results file.' });
  });
});

describe("the admin's column choices", () => {
  it('make the map the server takes, or say what is missing', () => {
    expect(mapOfChoices(['date', 'drawTime', 'digit1', 'digit2', 'digit3', ''])).toEqual({ date: 0, drawTime: 1, digits: [2, 3, 4] });
    expect(mapOfChoices(['number', 'date', 'state'])).toEqual({ date: 1, number: 0, state: 2 });
    expect(mapOfChoices(['', 'number'])).toBe('Choose the column that holds the date.');
    expect(mapOfChoices(['date', 'date'])).toBe('Two columns are taken for Date: choose it for one column only.');
    expect(mapOfChoices(['date', 'digit1', 'digit3'])).toBe('Digit columns count from Digit 1 without a gap.');
    expect(mapOfChoices(['date', 'digit1', 'digit2'])).toBe('A number has 3 or 4 digit columns.');
    expect(mapOfChoices(['date', 'number', 'digit1'])).toBe('Choose the number as one column or as digit columns, not both.');
  });

  it('show what each column is taken for while unfinished, and what the query must still give', () => {
    expect(choicesView(['date', '', 'digit2'], ['Fecha', 'x', 'y'])).toEqual({
      roles: [{ kind: 'date' }, { kind: 'ignored' }, { kind: 'digit', index: 2 }],
      header: true,
      lacks: ['state', 'game', 'drawTime'],
    });
    expect(choicesView(['date', 'number'], ['10/29/2025', '921']).header).toBe(false);
  });

  it('are remembered for the next file with the same first line, as long as they fit it', () => {
    rememberMap(['Fecha', 'Sorteo', 'Bola 1', 'Bola 2', 'Bola 3'], { date: 0, drawTime: 1, digits: [2, 3, 4] });
    expect(rememberedMap(['FECHA', 'Sorteo', 'Bola 1', 'Bola  2', 'Bola 3'])).toEqual({ date: 0, drawTime: 1, digits: [2, 3, 4] });
    expect(rememberedMap(['Fecha', 'Sorteo'])).toBeUndefined();
    rememberMap(['10/29/2025', '921'], { date: 0, number: 1 });
    expect(rememberedMap(['10/28/2025', '47'])).toEqual({ date: 0, number: 1 });
  });
});
