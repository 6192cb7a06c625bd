// POST /api/results/import with the files results are published in (docs/product.md,
// "Importing results files"), each written here in its own shape: Georgia's history, a PDF export
// turned into CSV, a results site's page per draw time, an open-data portal's wide file, an error
// page saved as .csv, every date form. Duplicates, mappings, the modes and the dry run are in
// results.import-rules.test.ts.
import { describe, expect, it } from 'vitest';
import { resultsImportContext } from '../../test/results-import';
import { auditLog } from '#db/schema-shared';
import { DATE_FORMS } from '@shared/results-dates';

const { ctx, admin, importFile, rows, stored } = await resultsImportContext();
const { snapshot } = ctx;

describe("Georgia's layout: Date,Draw,DrawTime,Digit1,Digit2,Digit3,Winners,TotalPayout", () => {
  const georgia = [
    'Date,Draw,DrawTime,Digit1,Digit2,Digit3,Winners,TotalPayout',
    '7/29/25,Night,11:34pm,8,5,9,471,"$42,048 "',
    '7/29/25,Evening,6:59pm,0,0,7,1203,"$101,530 "',
    '7/29/25,Midday,12:29pm,3,1,0,988,"$77,100 "',
    '7/28/25,NIGHT,11:34pm,4,4,2,350,"$30,250 "',
  ].join('\n');

  it('takes the draw from Draw, never from the clock times of DrawTime; state and game from the query', async () => {
    const r = await importFile(georgia, '?state=GA&game=pick3');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ imported: 4, duplicates: 0, rejected: [] });
    expect(await rows()).toMatchObject([
      // 23:34 in New York (the table's time), whatever the file's clock column says.
      {
        state: 'GA',
        game: 'pick3',
        drawDate: '2025-07-29',
        drawTime: 'night',
        number: '859',
        drawnAt: Date.parse('2025-07-30T03:34:00Z'),
        source: 'import',
        enteredBy: admin.row.id,
      },
      { drawDate: '2025-07-29', drawTime: 'evening', number: '007', drawnAt: Date.parse('2025-07-29T22:59:00Z') },
      { drawDate: '2025-07-29', drawTime: 'midday', number: '310' },
      { drawDate: '2025-07-28', drawTime: 'night', number: '442' },
    ]);
    const [entry] = await ctx.deps.db.select().from(auditLog);
    expect(entry.action).toBe('result.import');
    expect(JSON.parse(entry.detail)).toEqual({
      states: ['GA'],
      games: ['pick3'],
      drawTimes: ['evening', 'midday', 'night'],
      from: '2025-07-28',
      to: '2025-07-29',
      imported: 4,
      duplicates: 0,
    });
  });

  it('Cash 4 has a fourth digit column; a digit column holds one digit, 2.0 is not one', async () => {
    const csv = [
      'Date,Draw,DrawTime,Digit1,Digit2,Digit3,Digit4,Winners,TotalPayout',
      '7/29/25,Night,11:34pm,8,5,9,0,12,"$4,048 "',
      '7/28/25,Night,11:34pm,8,2.0,9,0,12,"$4,048 "',
      '7/27/25,Night,11:34pm,8,,9,0,12,"$4,048 "',
    ].join('\n');
    const r = await importFile(csv, '?state=GA&game=pick4');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message: 'Nothing was imported: 2 lines have problems.',
      rejected: [
        { line: 3, message: 'Column "Digit2" holds "2.0", not one digit (0-9).' },
        { line: 4, message: 'Column "Digit2" holds "", not one digit (0-9).' },
      ],
    });
    expect((await importFile(csv.split('\n').slice(0, 2).join('\n'), '?state=GA&game=pick4')).json).toMatchObject({ imported: 1, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['GA pick4 2025-07-29 night 8590']);
  });

  it('without state and game answers 400 naming both, in every mode, and stores nothing', async () => {
    const before = await snapshot();
    for (const query of ['', '?mode=valid', '?dryRun=1']) {
      const r = await importFile(georgia, query);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ message: 'The file does not say the state and game of its draws: add state and game to the query (e.g. ?state=MI&game=pick3).', field: 'state' });
    }
    // The digit columns and the game must agree.
    expect((await importFile(georgia, '?state=GA&game=pick4')).json).toEqual({
      message: 'The file has 3 digit columns, but pick4 numbers have 4 digits: check the game.',
      field: 'game',
    });
    expect(await snapshot()).toBe(before);
  });

  it("without its Draw column, DrawTime's clock times are not the draw: the draw time must come from the query", async () => {
    const csv = ['Date,DrawTime,Digit1,Digit2,Digit3', '7/29/25,11:34pm,8,5,9', '7/28/25,11:34pm,4,4,2'].join('\n');
    const r = await importFile(csv, '?state=GA&game=pick3');
    expect(r.json).toEqual({ message: 'The file does not say the draw time of its draws: add drawTime to the query (e.g. ?drawTime=midday).', field: 'drawTime' });
    expect((await importFile(csv, '?state=GA&game=pick3&drawTime=night')).json).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    expect(await rows()).toMatchObject([{ drawTime: 'night', drawnAt: Date.parse('2025-07-30T03:34:00Z') }, { drawTime: 'night' }]);
  });

  it('nothing at all missing: the 400 names the state, the game and the draw time', async () => {
    const r = await importFile('Date,Result\n10/29/2025,921\n');
    expect(r.json).toEqual({
      message: 'The file does not say the state, game and draw time of its draws: add state, game and drawTime to the query (e.g. ?state=MI&game=pick3&drawTime=midday).',
      field: 'state',
    });
  });
});

describe('a PDF export turned into CSV: byte-order mark, CRLF, the header repeated on every page', () => {
  const page = (lines: string[]) => ['Draw Date,Draw Time,Winning Numbers', ...lines];
  const file = [
    ...page(['10/29/2025,Evening,9-2-1', '10/29/2025,Midday,0-4-7', '']), // lines 1-4
    ',,', // 5: blank-looking
    ...page(['10/28/2025,Evening,1-1-2', '10/28/2025,Midday,5-5-5']), // 6-8
    '  ,  , ', // 9
    '\ufeffDraw Date , Draw Time,Winning Numbers', // 10: the next page's copy, with its own mark
    '10/27/2025,Evening,3-x-3', // 11
    '10/27/2025,Midday,8-0-8', // 12
  ];
  const csv = `\ufeff${file.join('\r\n')}\r\n`;

  it('skips the mark, the blank lines and the repeated headers; lines are numbered as in the file', async () => {
    const before = await snapshot();
    const refused = await importFile(csv, '?state=FL&game=pick3');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: 'Nothing was imported: 1 line has a problem.',
      rejected: [{ line: 11, message: 'Number "3-x-3" must be digits only, leading zeros kept (e.g. "047").' }],
    });
    expect(await snapshot()).toBe(before);

    const fixed = csv.replace('3-x-3', '3-0-3');
    expect((await importFile(fixed, '?state=FL&game=pick3')).json).toMatchObject({ imported: 6, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual([
      'FL pick3 2025-10-29 evening 921',
      'FL pick3 2025-10-29 midday 047',
      'FL pick3 2025-10-28 evening 112',
      'FL pick3 2025-10-28 midday 555',
      'FL pick3 2025-10-27 evening 303',
      'FL pick3 2025-10-27 midday 808',
    ]);
  });
});

describe('a results site: Date,Result,Top prize, one file per draw time', () => {
  const midday = ['Date,Result,Top prize', '"Wednesday, Oct 29, 2025","9, 2, 1","$500 "', '"Tuesday, Oct 28, 2025","0, 0, 4","$500 "'].join('\n');
  const evening = ['Date,Result,Top prize', '"Wednesday, Oct 29, 2025","9, 2, 1","$500 "', '"Tuesday, Oct 28, 2025","3, 8, 7","$500 "'].join('\n');

  it('reads each file with its draw time from the query', async () => {
    expect((await importFile(midday, '?state=MI&game=pick3&drawTime=midday')).json).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    expect((await importFile(evening, '?state=MI&game=pick3&drawTime=evening')).json).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['MI pick3 2025-10-29 midday 921', 'MI pick3 2025-10-28 midday 004', 'MI pick3 2025-10-29 evening 921', 'MI pick3 2025-10-28 evening 387']);
    // The same file again is all duplicates.
    expect((await importFile(midday, '?state=MI&game=pick3&drawTime=midday')).json).toMatchObject({ imported: 0, duplicates: 2, rejected: [] });
  });

  it("a number longer than the game is refused, a weekday that is not the date's too", async () => {
    const csv = [midday, '"Monday, Oct 27, 2025","9, 2, 1, 5","$500 "', '"Monday, Oct 26, 2025","1, 2, 3","$500 "'].join('\n');
    const r = await importFile(csv, '?state=MI&game=pick3&drawTime=midday');
    expect(r.json.rejected).toEqual([
      { line: 4, message: 'Number "9215" must have 3 digits for Michigan Daily 3.' },
      { line: 5, message: 'Draw date "Monday, Oct 26, 2025": 2025-10-26 is a Sunday.' },
    ]);
  });
});

describe("an open-data portal's wide file: one row per day, a number column per draw time", () => {
  const wide = [
    'Draw Date,Midday Daily #,Midday Daily Sum,Evening Daily #,Evening Daily Sum',
    '10/29/2025,75,12,921,12', // 75 was 075 before a spreadsheet dropped its zero
    '10/28/2025,7,7,,', // 007; the evening not given
    '10/27/2025,1234,10,500,5', // longer than a pick3 number
  ].join('\n');

  it('pads numbers whose leading zeros were dropped, skips empty draws, rejects longer numbers', async () => {
    const r = await importFile(wide, '?state=OH&game=pick3');
    expect(r.status).toBe(400);
    expect(r.json.rejected).toEqual([{ line: 4, message: 'Number "1234" must have 3 digits for Ohio Pick 3.' }]);
    expect(await rows()).toEqual([]);

    const valid = await importFile(wide, '?state=OH&game=pick3&mode=valid');
    expect(valid.json).toMatchObject({ imported: 4, duplicates: 0, rejectedCount: 1, rejected: [{ line: 4, message: 'Number "1234" must have 3 digits for Ohio Pick 3.' }] });
    expect(await stored()).toEqual(['OH pick3 2025-10-29 midday 075', 'OH pick3 2025-10-29 evening 921', 'OH pick3 2025-10-28 midday 007', 'OH pick3 2025-10-27 evening 500']);
  });

  it('columns that name their game need no game in the query; state is still needed', async () => {
    const csv = ['Draw Date,Midday Pick 3,Midday Pick 4,Evening Pick 3,Evening Pick 4', '2025-10-29,47,12,3,9999'].join('\n');
    expect((await importFile(csv)).json).toEqual({ message: 'The file does not say the state of its draws: add state to the query (e.g. ?state=MI).', field: 'state' });
    expect((await importFile(csv, '?state=NC')).json).toMatchObject({ imported: 4, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['NC pick3 2025-10-29 midday 047', 'NC pick4 2025-10-29 midday 0012', 'NC pick3 2025-10-29 evening 003', 'NC pick4 2025-10-29 evening 9999']);
  });
});

describe('a file that is not a results file', () => {
  const errorPage = '\ufeff\r\n  <!DOCTYPE html>\r\n<html><head><title>503 Service Unavailable</title></head><body><h1>Down for maintenance</h1></body></html>\r\n';

  it('an error page saved as .csv is named as a web page in every mode, however it was sent, and stores nothing', async () => {
    const before = await snapshot();
    for (const query of ['', '?mode=valid', '?dryRun=1', '?mode=valid&dryRun=1', '?state=GA&game=pick3&drawTime=night']) {
      for (const type of ['text/csv', 'text/html', 'application/vnd.ms-excel']) {
        const r = await importFile(errorPage, query, type);
        expect(r.status, `${query} ${type}`).toBe(400);
        expect(r.json).toEqual({ message: 'This file is a web page, not a results file.' });
      }
    }
    expect((await importFile('<html lang="en"><body>Not found</body></html>')).json.message).toBe('This file is a web page, not a results file.');
    expect(await snapshot()).toBe(before);
  });

  it('a PDF, a workbook or other bytes are named for what they are', async () => {
    const bytes = (...b: number[]) => new Uint8Array([...b, ...new TextEncoder().encode('rest of the file')]);
    const cases: [Uint8Array<ArrayBuffer>, string][] = [
      [bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), 'This file is a PDF, not a results file: export its table as CSV.'],
      [bytes(0x50, 0x4b, 0x03, 0x04), 'This file is an Excel workbook (.xlsx) or another ZIP archive, not a results file: save it as CSV.'],
      [bytes(0x89, 0x50, 0x4e, 0x47), 'This file is an image, not a results file.'],
      [bytes(0x41, 0x00, 0x42), 'This file is not text, so not a results file.'],
      // A NUL far past the first bytes too: PostgreSQL could store no line holding one.
      [new TextEncoder().encode(`Date,Number\n${'2025-01-05,123\n'.repeat(300)}2025-01-06,1\u000023\n`), 'This file is not text, so not a results file.'],
    ];
    for (const [body, message] of cases) {
      const r = await ctx.app.request('/api/results/import?mode=valid', { method: 'POST', headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv' }, body });
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ message });
    }
    expect(await rows()).toEqual([]);
  });
});

describe('dates', () => {
  it(`reads every form: ${DATE_FORMS}, with or without leading zeros and weekdays`, async () => {
    const forms = [
      ['2025-01-05', '2025-01-05'],
      ['2025-1-6', '2025-01-06'],
      ['01/07/2025', '2025-01-07'],
      ['1/8/2025', '2025-01-08'],
      ['01/09/25', '2025-01-09'],
      ['1/10/25', '2025-01-10'],
      ['"Saturday, Jan 11, 2025"', '2025-01-11'],
      ['"Sun, Jan 12, 2025"', '2025-01-12'],
      ['"Monday, January 13, 2025"', '2025-01-13'],
      ['"Jan 14, 2025"', '2025-01-14'],
      ['"Jan 05, 2024"', '2024-01-05'],
      ['"Sept 15, 2025"', '2025-09-15'],
    ];
    const csv = ['Date,Number', ...forms.map(([v], i) => `${v},${String(i).padStart(3, '0')}`)].join('\n');
    expect((await importFile(csv, '?state=TN&game=pick3&drawTime=evening')).json).toMatchObject({ imported: forms.length, duplicates: 0, rejected: [] });
    expect((await rows()).map((r) => r.drawDate)).toEqual(forms.map(([, day]) => day));
  });

  it('refuses what is not a day', async () => {
    const bad = ['2/30/2025', '13/01/2025', '2025-02-29', '"Smarch 3, 2025"', '29.10.2025', '10/29', 'yesterday'];
    const csv = ['Date,Number', ...bad.map((v) => `${v},123`)].join('\n');
    const r = await importFile(csv, '?state=TN&game=pick3&drawTime=evening');
    expect(r.json.rejected).toEqual(bad.map((v, i) => ({ line: i + 2, message: `Draw date ${JSON.stringify(v.replace(/"/g, ''))} is not a date (e.g. ${DATE_FORMS}).` })));
  });
});
