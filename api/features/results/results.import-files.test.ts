// POST /api/results/import with the files results are published in (docs/product.md,
// "Importing results files"), each written here in its own shape: Georgia's history, a PDF export
// turned into CSV, a results site's page per draw time, an open-data portal's wide file, an error
// page saved as .csv, every date form, a file only a mapping can read; duplicates and conflicts;
// mode=all, mode=valid and dryRun=1.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { auditLog, drawResults } from '../../db/schema';
import { DATE_FORMS } from '@shared/results-dates';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');

const importFile = (body: string, query = '', type = 'text/csv') =>
  call('POST', `/api/results/import${query}`, { token: admin.token, body, headers: { 'Content-Type': type } });
const rows = () => ctx.deps.db.select().from(drawResults).orderBy(drawResults.id);
const stored = async () => (await rows()).map((r) => `${r.state} ${r.game} ${r.drawDate} ${r.drawTime} ${r.number}`);
const enter = (state: string, game: string, drawDate: string, drawTime: string, number: string) =>
  call('POST', '/api/results', { token: admin.token, body: { state, game, drawDate, drawTime, number } });

beforeEach(async () => {
  clock.set(T0); // Monday 2026-06-15, 12:00 in New York
  await ctx.exec('delete from draw_results');
  await ctx.exec('delete from audit_log');
});

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
    expect(r.json).toEqual({ imported: 4, duplicates: 0, rejected: [] });
    expect(await rows()).toMatchObject([
      // 23:34 in New York (the table's time), whatever the file's clock column says.
      { state: 'GA', game: 'pick3', drawDate: '2025-07-29', drawTime: 'night', number: '859', drawnAt: Date.parse('2025-07-30T03:34:00Z'), source: 'import', enteredBy: admin.row.id },
      { drawDate: '2025-07-29', drawTime: 'evening', number: '007', drawnAt: Date.parse('2025-07-29T22:59:00Z') },
      { drawDate: '2025-07-29', drawTime: 'midday', number: '310' },
      { drawDate: '2025-07-28', drawTime: 'night', number: '442' },
    ]);
    expect((await ctx.deps.db.select().from(auditLog))).toMatchObject([{ action: 'result.import', detail: '{"imported":4,"duplicates":0}' }]);
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
    expect((await importFile(csv.split('\n').slice(0, 2).join('\n'), '?state=GA&game=pick4')).json).toEqual({ imported: 1, duplicates: 0, rejected: [] });
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
    expect((await importFile(georgia, '?state=GA&game=pick4')).json).toEqual({ message: 'The file has 3 digit columns, but pick4 numbers have 4 digits: check the game.', field: 'game' });
    expect(await snapshot()).toBe(before);
  });

  it('without its Draw column, DrawTime\'s clock times are not the draw: the draw time must come from the query', async () => {
    const csv = ['Date,DrawTime,Digit1,Digit2,Digit3', '7/29/25,11:34pm,8,5,9', '7/28/25,11:34pm,4,4,2'].join('\n');
    const r = await importFile(csv, '?state=GA&game=pick3');
    expect(r.json).toEqual({ message: 'The file does not say the draw time of its draws: add drawTime to the query (e.g. ?drawTime=midday).', field: 'drawTime' });
    expect((await importFile(csv, '?state=GA&game=pick3&drawTime=night')).json).toEqual({ imported: 2, duplicates: 0, rejected: [] });
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
    expect(refused.json).toEqual({ message: 'Nothing was imported: 1 line has a problem.', rejected: [{ line: 11, message: 'Number "3-x-3" must be digits only, leading zeros kept (e.g. "047").' }] });
    expect(await snapshot()).toBe(before);

    const fixed = csv.replace('3-x-3', '3-0-3');
    expect((await importFile(fixed, '?state=FL&game=pick3')).json).toEqual({ imported: 6, duplicates: 0, rejected: [] });
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
    expect((await importFile(midday, '?state=MI&game=pick3&drawTime=midday')).json).toEqual({ imported: 2, duplicates: 0, rejected: [] });
    expect((await importFile(evening, '?state=MI&game=pick3&drawTime=evening')).json).toEqual({ imported: 2, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['MI pick3 2025-10-29 midday 921', 'MI pick3 2025-10-28 midday 004', 'MI pick3 2025-10-29 evening 921', 'MI pick3 2025-10-28 evening 387']);
    // The same file again is all duplicates.
    expect((await importFile(midday, '?state=MI&game=pick3&drawTime=midday')).json).toEqual({ imported: 0, duplicates: 2, rejected: [] });
  });

  it('a number longer than the game is refused, a weekday that is not the date\'s too', async () => {
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
    expect(valid.json).toEqual({ imported: 4, duplicates: 0, rejectedCount: 1, rejected: [{ line: 4, message: 'Number "1234" must have 3 digits for Ohio Pick 3.' }] });
    expect(await stored()).toEqual(['OH pick3 2025-10-29 midday 075', 'OH pick3 2025-10-29 evening 921', 'OH pick3 2025-10-28 midday 007', 'OH pick3 2025-10-27 evening 500']);
  });

  it('columns that name their game need no game in the query; state is still needed', async () => {
    const csv = ['Draw Date,Midday Pick 3,Midday Pick 4,Evening Pick 3,Evening Pick 4', '2025-10-29,47,12,3,9999'].join('\n');
    expect((await importFile(csv)).json).toEqual({ message: 'The file does not say the state of its draws: add state to the query (e.g. ?state=MI).', field: 'state' });
    expect((await importFile(csv, '?state=NC')).json).toEqual({ imported: 4, duplicates: 0, rejected: [] });
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
    expect((await importFile(csv, '?state=TN&game=pick3&drawTime=evening')).json).toEqual({ imported: forms.length, duplicates: 0, rejected: [] });
    expect((await rows()).map((r) => r.drawDate)).toEqual(forms.map(([, day]) => day));
  });

  it('refuses what is not a day', async () => {
    const bad = ['2/30/2025', '13/01/2025', '2025-02-29', '"Smarch 3, 2025"', '29.10.2025', '10/29', 'yesterday'];
    const csv = ['Date,Number', ...bad.map((v) => `${v},123`)].join('\n');
    const r = await importFile(csv, '?state=TN&game=pick3&drawTime=evening');
    expect(r.json.rejected).toEqual(bad.map((v, i) => ({ line: i + 2, message: `Draw date ${JSON.stringify(v.replace(/"/g, ''))} is not a date (e.g. ${DATE_FORMS}).` })));
  });
});

describe('duplicates and conflicts', () => {
  const header = 'Date,Draw,Number';

  it('a line repeating a stored result or an earlier line is a duplicate, never an error', async () => {
    await enter('FL', 'pick3', '2025-10-29', 'evening', '921');
    const csv = [header, '10/29/2025,Evening,921', '10/29/2025,Midday,047', '10/29/2025,midday,0-4-7', '10/29/2025,Midday,047'].join('\n');
    for (const mode of ['all', 'valid']) {
      const r = await importFile(csv, `?state=FL&game=pick3&mode=${mode}&dryRun=1`);
      expect(r.json, mode).toEqual({ imported: 1, duplicates: 3, rejected: [], ...(mode === 'valid' && { rejectedCount: 0 }) });
    }
    expect((await importFile(csv, '?state=FL&game=pick3')).json).toEqual({ imported: 1, duplicates: 3, rejected: [] });
    expect(await stored()).toEqual(['FL pick3 2025-10-29 evening 921', 'FL pick3 2025-10-29 midday 047']);
  });

  it('two lines giving one draw different numbers are both rejected; a line contradicting a stored result is too', async () => {
    await enter('FL', 'pick3', '2025-10-29', 'evening', '921');
    const csv = [
      header,
      '10/29/2025,Midday,047', // 2: line 4 says 740
      '10/28/2025,Midday,111', // 3
      '10/29/2025,Midday,740', // 4: line 2 says 047
      '10/29/2025,Evening,129', // 5: 921 is stored
      '10/29/2025,Midday,047', // 6: as line 2, which line 4 contradicts
      '10/28/2025,Evening,222', // 7
    ].join('\n');
    const rejected = [
      { line: 2, message: 'This draw is also on line 4, with the number 740.' },
      { line: 4, message: 'This draw is also on line 2, with the number 047.' },
      { line: 5, message: 'Florida Pick 3 Evening of 2025-10-29 is already stored with the number 921. To change it, correct that result.' },
      { line: 6, message: 'This draw is also on line 4, with the number 740.' },
    ];
    const before = await snapshot();
    const strict = await importFile(csv, '?state=FL&game=pick3');
    expect(strict.status).toBe(400);
    expect(strict.json).toEqual({ message: 'Nothing was imported: 4 lines have problems.', rejected });
    expect((await importFile(csv, '?state=FL&game=pick3&dryRun=1')).json).toEqual(strict.json);
    expect((await importFile(csv, '?state=FL&game=pick3&mode=valid&dryRun=1')).json).toEqual({ imported: 2, duplicates: 0, rejectedCount: 4, rejected });
    expect(await snapshot()).toBe(before);

    const valid = await importFile(csv, '?state=FL&game=pick3&mode=valid');
    expect(valid.status).toBe(200);
    expect(valid.json).toEqual({ imported: 2, duplicates: 0, rejectedCount: 4, rejected });
    expect(await stored()).toEqual(['FL pick3 2025-10-29 evening 921', 'FL pick3 2025-10-28 midday 111', 'FL pick3 2025-10-28 evening 222']);
    expect((await ctx.deps.db.select().from(auditLog)).at(-1)).toMatchObject({ action: 'result.import', detail: '{"imported":2,"duplicates":0,"rejected":4}' });
  });

  it('mode=valid lists the first 100 rejected lines and counts them all', async () => {
    const lines = [header, '10/29/2025,Midday,123', ...Array.from({ length: 150 }, (_, i) => `10/${(i % 28) + 1}/2025,Noon,${i}`)];
    const r = await importFile(lines.join('\n'), '?state=FL&game=pick3&mode=valid');
    expect(r.json).toMatchObject({ imported: 1, duplicates: 0, rejectedCount: 150 });
    expect(r.json.rejected).toHaveLength(100);
    expect(r.json.rejected[0]).toEqual({ line: 3, message: 'Draw time "Noon" is not morning, midday, evening or night.' });
    expect(r.json.rejected[99].line).toBe(102);
  });
});

describe('a header by name with both forms of the number', () => {
  it('takes the number column when it holds one, else the digit columns', async () => {
    const csv = ['Draw Date,Draw,Winning Numbers,Ball 1,Ball 2,Ball 3,Fireball', '10/29/2025,Evening,9-2-1,,,,4', '10/29/2025,Midday,,0,4,7,1', '10/28/2025,Midday,555,1,2,3,1'].join('\n');
    expect((await importFile(csv, '?state=FL&game=pick3')).json).toEqual({ imported: 3, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['FL pick3 2025-10-29 evening 921', 'FL pick3 2025-10-29 midday 047', 'FL pick3 2025-10-28 midday 555']);
  });
});

describe('a mapping for a header the import does not know', () => {
  const csv = ['Fecha;Sorteo,Nota,Turno,A,B,C', '"Oct 29, 2025",Mediodía?,Midday,9,2,1', '"Oct 28, 2025",x,Evening,0,4,7'].join('\n');
  const map = (m: object) => `?state=TN&game=pick3&map=${encodeURIComponent(JSON.stringify(m))}`;

  it('without a map answers 400 listing the columns it found', async () => {
    const r = await importFile(csv, '?state=TN&game=pick3');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message:
        'The columns of the first line are not ones the import knows: it found 6 ("Fecha;Sorteo", "Nota", "Turno", "A", "B", "C"). Say which column is which with map, e.g. map={"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns).',
    });
  });

  it('with a map: line 1 is the header when its date column holds no date, and its copies are skipped', async () => {
    const withCopies = `${csv}\n Fecha;Sorteo , Nota,TURNO,A,B,C\n"Oct 27, 2025",,Evening,5,5,5`;
    const r = await importFile(withCopies, map({ date: 0, drawTime: 2, digits: [3, 4, 5] }));
    expect(r.json).toEqual({ imported: 3, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TN pick3 2025-10-29 midday 921', 'TN pick3 2025-10-28 evening 047', 'TN pick3 2025-10-27 evening 555']);
  });

  it('a file without a header: line 1 holds a date, so it is a draw', async () => {
    const r = await importFile('10/29/2025,921\n10/28/2025,47\n', `?state=TN&game=pick3&drawTime=evening&map=${encodeURIComponent('{"date":0,"number":1}')}`);
    expect(r.json).toEqual({ imported: 2, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TN pick3 2025-10-29 evening 921', 'TN pick3 2025-10-28 evening 047']);
  });

  it.each([
    ['not JSON', '{date:0}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns).'],
    ['no date', '{"number":1}', `Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): it must say the date's column ("date":0).`],
    ['both forms', '{"date":0,"number":1,"digits":[2,3,4]}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): give the number\'s column ("number":2) or its digits\' ("digits":[2,3,4]), one of the two.'],
    ['a column twice', '{"date":0,"number":0}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): column 0 is named twice.'],
    ['an unknown key', '{"date":0,"number":1,"when":2}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): "when" is not one of date, drawTime, number, digits, state, game.'],
    ['a column past the end', '{"date":0,"number":9}', 'map names column 9, but the first line has 6 columns (0 to 5).'],
  ])('a bad map (%s) answers 400 and stores nothing', async (_, m, message) => {
    const r = await importFile(csv, `?state=TN&game=pick3&drawTime=midday&map=${encodeURIComponent(m)}`);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message, field: 'map' });
    expect(await rows()).toEqual([]);
  });
});

describe('the query', () => {
  it.each([
    ['?state=CA', 'Query parameter state must be one of TN, TX, GA, OH, MI, FL, NC.'],
    ['?game=pick5', 'Query parameter game must be pick3 or pick4.'],
    ['?drawTime=noon', 'Query parameter drawTime must be morning, midday, evening or night.'],
    ['?mode=some', 'Query parameter mode must be all or valid.'],
  ])('%s answers 400 naming the parameter', async (query, message) => {
    const r = await importFile('Date,Number\n10/29/2025,921\n', query);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message, field: query.slice(1, query.indexOf('=')) });
  });

  it('names a state or game as the states do ("Cash 3", "tx") and the file wins where it says its own', async () => {
    const csv = ['state,game,draw_date,draw_time,number', 'TX,pick3,2025-10-29,evening,047'].join('\n');
    expect((await importFile(csv, '?state=GA&game=Cash%204&drawTime=night')).json).toEqual({ imported: 1, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TX pick3 2025-10-29 evening 047']);
  });
});

describe('any file with any parameters', () => {
  // Lines built from the pieces of the states' files, and from anything else.
  const piece = fc.oneof(
    fc.constantFrom('Date', 'Draw', 'DrawTime', 'Digit1', 'Digit2', 'Digit3', 'Result', 'Midday Daily #', 'Evening Pick 4', 'Winning Numbers', 'Ball 1', 'state', 'game'),
    fc.constantFrom('7/29/25', '2/30/2025', '"Wednesday, Oct 29, 2025"', 'Oct 29, 2025', 'Night', 'day', '11:34pm', '8', '2.0', '"9, 2, 1"', '9-2-1', '75', '0470', '"$42,048 "', 'GA', 'Cash 3'),
    fc.constantFrom('"', '""', ' ', '\ufeff', '<html>', '\u00e9', ''),
    fc.string({ maxLength: 6 }),
  );
  const line = fc.array(piece, { maxLength: 9 }).map((pieces) => pieces.join(','));
  const file = fc.tuple(fc.array(line, { minLength: 1, maxLength: 10 }), fc.constantFrom('\n', '\r\n', '\r')).map(([lines, eol]) => lines.join(eol));
  const column = fc.integer({ min: 0, max: 9 });
  const map = fc.option(
    fc.oneof(
      fc.record({ date: column, drawTime: fc.option(column, { nil: undefined }), number: column }, { requiredKeys: ['date', 'number'] }).map((m) => JSON.stringify(m)),
      fc.record({ date: column, digits: fc.array(column, { minLength: 3, maxLength: 4 }) }).map((m) => JSON.stringify(m)),
      fc.string({ maxLength: 12 }),
    ),
    { nil: undefined },
  );
  const query = fc
    .record({
      state: fc.option(fc.constantFrom('GA', 'tx', 'XX', ''), { nil: undefined }),
      game: fc.option(fc.constantFrom('pick3', 'Cash 4', 'pick9'), { nil: undefined }),
      drawTime: fc.option(fc.constantFrom('night', 'Day', 'noon'), { nil: undefined }),
      mode: fc.option(fc.constantFrom('all', 'valid', 'some'), { nil: undefined }),
      dryRun: fc.option(fc.constantFrom('1', '0', 'x'), { nil: undefined }),
      map,
    })
    .map((q) => `?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined))}`);

  it('never answers 5xx; a 400 has a message and changes nothing; a dry run changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(file, query, async (csv, q) => {
        const before = await snapshot();
        const r = await importFile(csv, q);
        expect(r.status, `${q}\n${csv}`).toBeLessThan(500);
        if (r.status === 400) {
          expect(typeof r.json.message).toBe('string');
          expect(await snapshot()).toBe(before);
        } else if (q.includes('dryRun=1')) expect(await snapshot()).toBe(before);
        await ctx.exec('delete from draw_results');
        await ctx.exec('delete from audit_log');
      }),
      { numRuns: 200 },
    );
  });
});
