// The pure pieces of the results import (docs/product.md, "Importing results files"), alone:
// records and their line numbers, draw dates, values, the layout a first line and a few lines after
// it make, and file kinds.
import { describe, expect, it } from 'vitest';
import { csvRecords, UnreadableCsv } from './results-csv-lines';
import { drawDateOf } from './results-dates';
import { fileKindProblem } from './results-file-kind';
import { recogniseLayout, roleLabel } from './results-layout';
import { lineReader } from './results-line';
import { drawTimeNamed, isClockTime, numberOf, withAddOn } from './results-values';

const records = (text: string) => [...csvRecords(text)].map((r) => [r.line, ...r.cells]);
const roles = (first: string[], samples: string[][] = [], params = {}) => {
  const check = recogniseLayout(first, samples, params);
  const layout = check.ok ? check.layout : check.layout;
  return layout?.roles.map(roleLabel);
};

describe('csvRecords', () => {
  it('numbers every line from 1 whatever ends it, quoted line breaks included', () => {
    expect(records('\ufeffa,b\r\n\r\n"x\r\ny", "q""uote" ,c\rlast\n')).toEqual([
      [1, 'a', 'b'],
      [2, ''],
      [3, 'x\r\ny', 'q"uote', 'c'],
      [5, 'last'],
    ]);
    expect(records('7/29/25,Night,"$42,048 "')).toEqual([[1, '7/29/25', 'Night', '$42,048']]);
  });

  it('a quote never closed names the line it opened on', () => {
    expect(() => records('a\nb,"open\nc\n')).toThrow(new UnreadableCsv(2, 'a quote opened on line 2 is never closed'));
  });

  // A file of years is read a piece of about 256 KB at a time (the server answers between pieces):
  // records, quoted line breaks and problems past the first piece read as in one.
  const LONG = 20_000; // lines of about 40 characters: 3 pieces
  const longFile = (bad?: { at: number; line: string }, quotedBreak = '\r\n') =>
    Array.from({ length: LONG }, (_, i) => (i === bad?.at ? bad.line : i % 1000 === 999 ? '' : `${i},"two${quotedBreak}lines ${i}",  padded ${i}  `)).join('\r\n');

  it('reads a file of several pieces as one: every record, its cells and its line', () => {
    const read = records(`\ufeff${longFile()}\r\n`);
    const expected: unknown[] = [];
    let line = 1;
    for (let i = 0; i < LONG; i++) {
      if (i % 1000 === 999) expected.push([line++, '']);
      else {
        expected.push([line, String(i), `two\r\nlines ${i}`, `padded ${i}`]);
        line += 2;
      }
    }
    expect(read).toEqual(expected);
  });

  it('gives its first records before reading the rest: a file of years is no one stretch of the processor', () => {
    const text = Array.from({ length: 6 * LONG }, (_, i) => `TX,pick3,2020-01-01,evening,${String(i % 1000).padStart(3, '0')}`).join('\n');
    const started = performance.now();
    const read = csvRecords(text);
    read.next();
    const first = performance.now() - started;
    for (const _ of read);
    // Read whole, the first record waited for all of them (about 5 MB here, 20 pieces).
    expect(first / (performance.now() - started)).toBeLessThan(0.5);
  });

  it('names the line of a problem past the first piece', () => {
    // The line record `i` starts on: each record before it takes 2 lines, a blank one 1.
    const lineOf = (i: number) => 2 * i - Math.floor(i / 1000) + 1;
    expect(() => records(longFile({ at: LONG - 1, line: 'x,"open' }))).toThrow(new UnreadableCsv(lineOf(LONG - 1), `a quote opened on line ${lineOf(LONG - 1)} is never closed`));
    // (csv-parse counts a quoted CRLF as two lines where it names a line itself: these break with LF.)
    const at = lineOf(LONG - 7);
    expect(() => records(longFile({ at: LONG - 7, line: 'x,"closed" then more' }, '\n'))).toThrow(
      new UnreadableCsv(at, `a quoted field on line ${at} has other characters after its closing quote`),
    );
  });
});

describe('drawDateOf', () => {
  it.each([
    ['2025-10-29', '2025-10-29'],
    ['2025-10-29T00:00:00.000', '2025-10-29'],
    ['10/29/2025', '2025-10-29'],
    ['1/2/25', '2025-01-02'],
    ['Wednesday, Oct 29, 2025', '2025-10-29'],
    ['Wed. Oct. 29, 2025', '2025-10-29'],
    ['October 29 2025', '2025-10-29'],
  ])('%s', (v, day) => expect(drawDateOf(v)).toEqual({ day }));

  it("refuses a weekday that is not the date's", () => {
    expect(drawDateOf('Tuesday, Oct 29, 2025')).toEqual({ problem: 'Draw date "Tuesday, Oct 29, 2025": 2025-10-29 is a Wednesday.' });
  });
});

describe('values', () => {
  it('draw names, clock times and numbers', () => {
    expect(['Midday', 'MID-DAY', 'Night Draw', 'Day', 'Daytime', 'eve', '11:34pm'].map(drawTimeNamed)).toEqual([
      'midday',
      'midday',
      'night',
      'midday',
      'midday',
      undefined,
      undefined,
    ]);
    expect(['11:34pm', '12:29 PM', '23:34', '7 p.m.', 'Night', '921'].map(isClockTime)).toEqual([true, true, true, true, false, false]);
    expect([numberOf('75', 3), numberOf('9, 2, 1'), numberOf('9-2-1'), numberOf('1234', 3), numberOf('2.0'), numberOf('75')]).toEqual([
      '075',
      '921',
      '921',
      '1234',
      undefined,
      '75',
    ]);
  });
});

describe('recogniseLayout', () => {
  it("Georgia's header: the draw from Draw, DrawTime's clock times not used", () => {
    const header = ['Date', 'Draw', 'DrawTime', 'Digit1', 'Digit2', 'Digit3', 'Winners', 'TotalPayout'];
    expect(roles(header, [['7/29/25', 'Night', '11:34pm', '8', '5', '9', '471', '$42,048']])).toEqual([
      'Date',
      'Draw time',
      'Clock time (not used)',
      'Digit 1',
      'Digit 2',
      'Digit 3',
      'Not used',
      'Not used',
    ]);
    const check = recogniseLayout(header, [], {});
    expect(check).toMatchObject({ ok: false, missing: ['state', 'game'], field: 'state' });
  });

  it('the wide layout, the Texas download, and a header it does not know', () => {
    expect(roles(['Draw Date', 'Midday Daily #', 'Midday Daily Sum', 'Evening Pick 4', 'Day'])).toEqual([
      'Date',
      'Midday number',
      'Not used',
      'Evening number (pick4)',
      'Not used',
    ]);
    expect(roles(['Pick 3 Day', '4', '29', '2019', '3', '1', '0', '', '7'])).toEqual([
      'Game and draw time',
      'Month',
      'Day',
      'Year',
      'Digit 1',
      'Digit 2',
      'Digit 3',
      'Sum It Up (not used)',
      'Fireball',
    ]);
    expect(roles(['Date', 'Draw', 'Number', 'Fireball'])).toEqual(['Date', 'Draw time', 'Number', 'Fireball / Wild Ball']);
    expect(roles(['when', 'what', 'fb'], [], { map: { date: 0, number: 1, extra: 2 } })).toEqual(['Date', 'Number', 'Fireball / Wild Ball']);
    expect(recogniseLayout(['when', 'what'], [], {})).toMatchObject({ ok: false, message: expect.stringContaining('it found 2 ("when", "what")') });
    expect(roles(['when', 'what'], [], { map: { date: 0, number: 1 } })).toEqual(['Date', 'Number']);
  });

  it('reads a wide line into one draw per draw time, leaving out those not drawn', () => {
    const check = recogniseLayout(['Draw Date', 'Midday Daily #', 'Evening Daily #'], [], { state: 'OH', game: 'pick3' });
    if (!check.ok) throw new Error(check.message);
    const read = lineReader(check.layout, { state: 'OH', game: 'pick3' });
    expect(read(['10/29/2025', '75', '-'])).toEqual([{ fields: { state: 'OH', game: 'pick3', drawDate: '2025-10-29', drawTime: 'midday', number: '075' } }]);
  });
});

describe('fileKindProblem', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('names web pages and other files; a CSV passes', () => {
    expect(fileKindProblem(bytes('\ufeff \n<!doctype html><html>'))).toBe('This file is a web page, not a results file.');
    expect(fileKindProblem(bytes('<?xml version="1.0"?><results/>'))).toBe('This file is XML, not a results file.');
    expect(fileKindProblem(bytes('{"results": []}'))).toBe('This file is JSON, not a results file.');
    expect(fileKindProblem(bytes('Date,Result\n10/29/2025,921\n'))).toBeUndefined();
  });

  it('splits the add-on written after a number, as Florida writes it, and nothing else', () => {
    expect(withAddOn('1-2-3 FB 4')).toEqual({ number: '1-2-3', extra: '4' });
    expect(withAddOn('123 fb4')).toEqual({ number: '123', extra: '4' });
    expect(withAddOn('4-5-6, Fireball: 0')).toEqual({ number: '4-5-6', extra: '0' });
    expect(withAddOn('7-8-9 WB 1')).toEqual({ number: '7-8-9', extra: '1' });
    expect(withAddOn('1-2-3-4 Wild Ball 2')).toEqual({ number: '1-2-3-4', extra: '2' });
    for (const plain of ['123', '1-2-3', 'FB 4', '123 FB 45', '123 FB', '']) expect(withAddOn(plain)).toEqual({ number: plain });
  });
});
