// POST /api/results/import (docs/product.md, "Importing results files"): this product's own layout
// and the Texas Lottery's, every kind of rejected line, all or nothing, duplicates, the 5 MiB
// limit, and imports sent at once. The other layouts, the modes and the dry run are in
// results.import-files.test.ts and results.import-rules.test.ts, any file at all in
// results.import-any-file.test.ts.
import { describe, expect, it } from 'vitest';
import { resultsImportContext } from '../../test/results-import';
import { genericCsv, scheduledDraws, texasFiles, texasLine } from '../../test/results-files';
import { auditLog } from '#db/schema-shared';
import { IMPORT_MAX_BYTES } from '@shared/results';
import { DATE_FORMS } from '@shared/results-dates';

const { ctx, admin, importFile, rows } = await resultsImportContext();
const { call, snapshot } = ctx;

const importCsv = (body: string | ReadableStream, opts: { type?: string; query?: string } = {}) => importFile(body, opts.query, opts.type);
const HEADER = 'state,game,draw_date,draw_time,number';

describe('the generic layout', () => {
  it('imports every line, with either date form, any column order and extra columns ignored', async () => {
    const csv = [
      'Number,Draw_Time,STATE,notes,game,draw date'.replace('draw date', 'draw_date'),
      '047,evening,TX,from the paper,pick3,2026-06-13',
      '0470,evening,tx,,pick4,06/13/2026',
      '123,midday,NC,,pick3,6/14/2026',
    ].join('\r\n');
    const r = await importCsv(csv);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ imported: 3, duplicates: 0, rejected: [] });
    expect(await rows()).toMatchObject([
      {
        state: 'TX',
        game: 'pick3',
        drawDate: '2026-06-13',
        drawTime: 'evening',
        number: '047',
        drawnAt: Date.parse('2026-06-13T23:00:00Z'),
        source: 'import',
        enteredBy: admin.row.id,
      },
      { state: 'TX', game: 'pick4', drawDate: '2026-06-13', number: '0470' },
      { state: 'NC', drawDate: '2026-06-14', drawTime: 'midday', drawnAt: Date.parse('2026-06-14T19:00:00Z') },
    ]);
    const audit = await ctx.deps.db.select().from(auditLog);
    expect(audit).toMatchObject([{ action: 'result.import', actorId: admin.row.id, target: 'results import' }]);
    expect(JSON.parse(audit[0].detail)).toMatchObject({ imported: 3, duplicates: 0 });
  });

  it('a line identical to a stored result is a duplicate, not an error; so is a line repeated in the file', async () => {
    await call('POST', '/api/results', { token: admin.token, body: { state: 'OH', game: 'pick3', drawDate: '2026-06-14', drawTime: 'evening', number: '555' } });
    const r = await importCsv(`${HEADER}\nOH,pick3,2026-06-14,evening,555\nOH,pick4,2026-06-14,evening,5555\nOH,pick4,2026-06-14,evening,5555\n`);
    // One stored already, one repeating line 3: the answer tells the two apart.
    expect(r.json).toEqual({ imported: 1, duplicates: 2, repeatedInFile: 1, firstDrawDate: '2026-06-14', lastDrawDate: '2026-06-14', rejected: [], flagged: [] });
    const before = await snapshot();
    expect((await importCsv(`${HEADER}\nOH,pick3,2026-06-14,evening,555\nOH,pick4,2026-06-14,evening,5555\n`)).json).toMatchObject({ imported: 0, duplicates: 2, rejected: [] });
    // Nothing new: no row and no activity-log entry.
    expect(await snapshot()).toBe(before);
  });

  it('names the file, its states, games, draw times and dates in the activity log; a bad file name is a 400', async () => {
    const csv = `${HEADER}\nMI,pick3,2026-06-02,midday,123\nMI,pick3,2026-06-01,midday,456\nMI,pick3,2026-06-03,midday,789\n`;
    const name = 'michigan daily3-midday (2).csv';
    const r = await importCsv(csv, { query: `?file=${encodeURIComponent(name)}` });
    expect(r.json).toEqual({ imported: 3, duplicates: 0, repeatedInFile: 0, firstDrawDate: '2026-06-01', lastDrawDate: '2026-06-03', rejected: [], flagged: [] });
    const log = (await call('GET', '/api/admin/audit?action=result.import', { token: admin.token })).json;
    expect(log).toMatchObject([
      {
        target: `results file ${name}`,
        detail: { file: name, states: ['MI'], games: ['pick3'], drawTimes: ['midday'], from: '2026-06-01', to: '2026-06-03', imported: 3, duplicates: 0 },
      },
    ]);
    const before = await snapshot();
    for (const bad of ['a\nb.csv', '../etc/passwd', 'x'.repeat(201), 'evil\u202e.csv']) {
      const refused = await importCsv(csv, { query: `?file=${encodeURIComponent(bad)}` });
      expect(refused.status, bad).toBe(400);
      expect(refused.json.message).toBe('Query parameter file must be a file name of at most 200 characters, without a path or control characters.');
    }
    expect(await snapshot()).toBe(before);
  });

  it("with ?dryRun=1 (or the first import page's ?preview=1) answers the counts of an import and stores nothing", async () => {
    const before = await snapshot();
    const csv = genericCsv(scheduledDraws('2026-06-01', '2026-06-07'));
    // 36 draws a day, less Texas's eight and Tennessee's four on Sunday the 7th.
    const counts = { imported: 7 * 36 - 12, duplicates: 0, repeatedInFile: 0, firstDrawDate: '2026-06-01', lastDrawDate: '2026-06-07', rejected: [], flagged: [] };
    expect((await importCsv(csv, { query: '?dryRun=1' })).json).toEqual(counts);
    expect((await importCsv(csv, { query: '?preview=1' })).json).toEqual(counts);
    expect(await snapshot()).toBe(before);
    expect((await importCsv('x', { query: '?preview=maybe' })).json.message).toBe('Query parameter preview must be 1 or 0.');
    expect((await importCsv('x', { query: '?dryRun=yes' })).json.message).toBe('Query parameter dryRun must be 1 or 0.');
  });
});

describe("the Texas Lottery's own files", () => {
  it('imports each of the eight download files, with or without Sum It Up and Fireball', async () => {
    const draws = scheduledDraws('2026-06-08', '2026-06-13', ['TX']);
    const files = texasFiles(draws);
    expect([...files.keys()].sort()).toEqual([
      'daily4day.csv',
      'daily4evening.csv',
      'daily4morning.csv',
      'daily4night.csv',
      'pick3day.csv',
      'pick3evening.csv',
      'pick3morning.csv',
      'pick3night.csv',
    ]);
    for (const [name, text] of files) expect((await importCsv(text)).json, name).toMatchObject({ imported: 6, duplicates: 0, rejected: [] });
    const stored = (await rows()).map((r) => `${r.game} ${r.drawDate} ${r.drawTime} ${r.number}`).sort();
    expect(stored).toEqual(draws.map((d) => `${d.game} ${d.drawDate} ${d.drawTime} ${d.number}`).sort());
  });

  it('reads the contract\'s example: "Day" is midday, empty Sum It Up, a Fireball', async () => {
    const r = await importCsv('Pick 3 Day,4,29,2019,3,1,0,,7\nDaily 4 Night,4,29,2019,0,0,1,2\n');
    expect(r.json).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    expect(await rows()).toMatchObject([
      { state: 'TX', game: 'pick3', drawDate: '2019-04-29', drawTime: 'midday', number: '310', drawnAt: Date.parse('2019-04-29T17:27:00Z') },
      { state: 'TX', game: 'pick4', drawDate: '2019-04-29', drawTime: 'night', number: '0012' },
    ]);
  });
});

describe('rejected lines', () => {
  it('reports every bad line with its number (a header and blank lines count) and stores nothing', async () => {
    await call('POST', '/api/results', { token: admin.token, body: { state: 'GA', game: 'pick3', drawDate: '2026-06-14', drawTime: 'night', number: '111' } });
    const csv = [
      HEADER, // 1
      'TX,pick3,2026-06-13,evening,047', // 2: fine
      '', // 3: blank
      'CA,pick3,2026-06-13,evening,047', // 4
      'TX,pick5,2026-06-13,evening,047', // 5
      'TX,pick3,2026-13-01,evening,047', // 6
      'TX,pick3,June 13,evening,047', // 7
      'TX,pick3,2026-06-13,noon,047', // 8
      'TX,pick3,2026-06-14,evening,047', // 9: a Sunday
      'FL,pick3,2026-06-13,night,047', // 10
      'TX,pick4,2026-06-13,evening,47', // 11
      'TX,pick4,2026-06-12,evening,04a7', // 12
      'TX,pick3,2026-06-15,evening,123', // 13: tonight
      'GA,pick3,2026-06-14,night,222', // 14: entered by hand as 111: flagged, not a problem (results.import-rules.test.ts)
      'TX,pick3,2026-06-13,evening,740', // 15: line 2 says 047
      'TX,pick3', // 16: too short
      'MI,pick3,2026-06-14,midday,321', // 17: fine
    ].join('\n');
    const before = await snapshot();
    const r = await importCsv(csv);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message: 'Nothing was imported: 13 lines have problems.',
      rejected: [
        // Lines 2 and 15 give one draw different numbers: both are rejected (docs/product.md,
        // "Importing results files").
        { line: 2, message: 'This draw is also on line 15, with the number 740.' },
        { line: 4, message: 'State "CA" is not one of TN, TX, GA, OH, MI, FL, NC.' },
        { line: 5, message: 'Game "pick5" is not pick3 or pick4.' },
        { line: 6, message: `Draw date "2026-13-01" is not a date (e.g. ${DATE_FORMS}).` },
        { line: 7, message: `Draw date "June 13" is not a date (e.g. ${DATE_FORMS}).` },
        { line: 8, message: 'Draw time "noon" is not morning, midday, evening or night.' },
        { line: 9, message: 'Texas holds no evening draw on Sundays (2026-06-14).' },
        { line: 10, message: 'Florida holds no night draw; its draw times are midday, evening.' },
        { line: 11, message: 'Number "47" must have 4 digits for Texas Daily 4.' },
        { line: 12, message: 'Number "04a7" must be digits only, leading zeros kept (e.g. "047").' },
        { line: 13, message: 'Texas Pick 3 Evening of 2026-06-15 is drawn at 18:00 America/Chicago time: it has not been drawn yet.' },
        { line: 15, message: 'This draw is also on line 2, with the number 047.' },
        { line: 16, message: `Draw date "" is not a date (e.g. ${DATE_FORMS}).` },
      ],
    });
    expect(await snapshot()).toBe(before);
  });

  it('in a Texas file: unknown games, bad dates, digit columns and extra columns', async () => {
    const csv = [
      'Pick 3 Day,4,29,2019,3,1,0,,7', // 1: fine
      'Pick 3 Afternoon,4,29,2019,3,1,0', // 2
      'Pick 4 Day,4,29,2019,3,1,0,1', // 3
      'Pick 3 Day,2,30,2019,3,1,0', // 4
      'Pick 3 Day,4,29,19,3,1,0', // 5
      'Pick 3 Day,4,29,2019,3,1', // 6
      'Pick 3 Day,4,29,2019,3,10,0', // 7
      'Daily 4 Day,4,29,2019,3,1,0,a', // 8
      'Pick 3 Day,4,29,2019,3,1,0,4,7,9', // 9
      'Pick 3 Day,4,29,2019,3,1,0,four,', // 10
      'Pick 3 Day,4,28,2019,3,1,0', // 11: a Sunday
    ].join('\r\n');
    const r = await importCsv(csv);
    expect(r.status).toBe(400);
    const digits3 = 'Pick 3 needs 3 digit columns after the date, one digit each.';
    const extra = 'After the digits only the Sum It Up and Fireball columns may follow, empty or a number.';
    const game = (v: string) => `"${v}" is not a Texas Pick 3 or Daily 4 draw (e.g. "Pick 3 Morning", "Daily 4 Day", "Pick 3 Evening", "Daily 4 Night").`;
    const date = 'The month, day and year columns after the game do not make a date.';
    expect(r.json.rejected).toEqual([
      { line: 2, message: game('Pick 3 Afternoon') },
      { line: 3, message: game('Pick 4 Day') },
      { line: 4, message: date },
      { line: 5, message: date },
      { line: 6, message: digits3 },
      { line: 7, message: digits3 },
      { line: 8, message: 'Daily 4 needs 4 digit columns after the date, one digit each.' },
      { line: 9, message: extra },
      { line: 10, message: extra },
      { line: 11, message: 'Texas holds no midday draw on Sundays (2019-04-28).' },
    ]);
    expect(await rows()).toEqual([]);
  });

  // What is wrong with the file as a whole is answered in `message` alone.
  it.each([
    [
      'a first line of no known layout',
      'hello,world\nTX,pick3,2026-06-13,evening,047\n',
      'The columns of the first line are not ones the import knows: it found 2 ("hello", "world"). Say which column is which with map, e.g. map={"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns).',
    ],
    [
      'a header without a column',
      'state,game,draw_date,number\nTX,pick3,2026-06-13,047\n',
      'The file does not say the draw time of its draws: add drawTime to the query (e.g. ?drawTime=midday).',
    ],
    ['an empty file', '', 'The file holds no draws.'],
    ['a header alone', `${HEADER}\n\n`, 'The file holds no draws.'],
  ])('%s', async (_, csv, message) => {
    const before = await snapshot();
    const r = await importCsv(csv);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(r.json.rejected).toBeUndefined();
    expect(await snapshot()).toBe(before);
  });

  it('an unclosed quote: the lines from it on cannot be read', async () => {
    const r = await importCsv(`${HEADER}\nTX,pick3,2026-06-13,evening,047\n"TX,pick3,2026-06-12,evening,047\n`);
    expect(r.status).toBe(400);
    expect(r.json.rejected).toEqual([{ line: 3, message: 'The file cannot be read from this line on: a quote opened on line 3 is never closed.' }]);
    expect(await rows()).toEqual([]);
  });

  it('answers the first 100 problems and says how many there are', async () => {
    const lines = [HEADER, ...Array.from({ length: 150 }, (_, i) => `XX,pick3,2026-06-13,evening,${String(i).padStart(3, '0')}`)];
    const r = await importCsv(lines.join('\n'));
    expect(r.json.message).toBe('Nothing was imported: 150 lines have problems (the first 100 are listed).');
    expect(r.json.rejected).toHaveLength(100);
    expect(r.json.rejected[99].line).toBe(101);
  });

  it('refuses other content types and text that is not UTF-8', async () => {
    const before = await snapshot();
    expect((await importCsv(`${HEADER}\n`, { type: 'application/json' })).json).toEqual({ message: 'Send the file as CSV (Content-Type: text/csv).' });
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${HEADER}\nTX,pick3,2026-06-13,evening,047 `), 0xe9, 0x0a]);
    const r = await ctx.app.request('/api/results/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv; charset=utf-8' },
      body: latin1,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ message: 'The file is not UTF-8 text.' });
    expect(await snapshot()).toBe(before);
  });
});

describe('size', () => {
  // Lines padded with an ignored column up to the limit.
  const padded = (bytes: number) => {
    const head = `${HEADER},note\nTX,pick3,2026-06-13,evening,047,`;
    return head + 'x'.repeat(bytes - head.length - 1) + '\n';
  };

  it('takes a file of exactly 5 MiB and refuses one byte more with 413, also when sent without a length', async () => {
    expect((await importCsv(padded(IMPORT_MAX_BYTES))).json).toMatchObject({ imported: 1, duplicates: 0, rejected: [] });
    await ctx.exec('delete from draw_results');
    const before = await snapshot();
    const over = await importCsv(padded(IMPORT_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.json.message).toBe('The file is too large (the limit is 5 MiB). Split it into smaller files.');
    const bytes = new TextEncoder().encode(padded(IMPORT_MAX_BYTES + 1));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 65536) controller.enqueue(bytes.subarray(i, i + 65536));
        controller.close();
      },
    });
    const chunked = await ctx.app.request('/api/results/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('the 100 KB limit still holds everywhere else, results included', async () => {
    const big = 'x'.repeat(110 * 1024);
    for (const [method, url] of [
      ['POST', '/api/results'],
      ['PUT', '/api/results/1'],
      ['POST', '/api/predictions'],
      ['POST', '/api/results/import/'],
    ]) {
      const r = await call(method, url, { token: admin.token, body: { number: big } });
      expect(r.status, url).toBe(413);
      expect(r.json.message).toBe('The request body is too large (the limit is 100 KB).');
    }
  });

  // Many batches and a year's end in one file (the largest file the size limit takes is above).
  it('imports months across a year’s end in one go', async () => {
    const draws = scheduledDraws('2025-10-15', '2026-04-14');
    const csv = genericCsv(draws, { usDates: true });
    expect(draws.length).toBeGreaterThan(5000);
    const r = await importCsv(csv);
    expect(r.json).toMatchObject({ imported: draws.length, duplicates: 0, rejected: [] });
    expect(Object.values((await ctx.rows('select count(*) from draw_results'))[0])[0]).toBe(draws.length);
  }, 120_000);
});

describe('imports sent at once', () => {
  it('overlapping files that agree: all succeed, the overlap counts as duplicates, every draw stored once', async () => {
    const a = scheduledDraws('2026-06-01', '2026-06-08');
    const b = scheduledDraws('2026-06-05', '2026-06-12');
    const answers = await Promise.all([importCsv(genericCsv(a)), importCsv(genericCsv(b)), importCsv(genericCsv(a))]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    const union = new Set([...a, ...b].map((d) => `${d.state}${d.game}${d.drawDate}${d.drawTime}`));
    expect(answers.reduce((n, x) => n + x.json.imported, 0)).toBe(union.size);
    expect(answers.reduce((n, x) => n + x.json.imported + x.json.duplicates, 0)).toBe(2 * a.length + b.length);
    expect(await rows()).toHaveLength(union.size);
  });

  it('files that disagree: exactly one is stored, whole, and the other is rejected whole', async () => {
    const a = scheduledDraws('2026-06-01', '2026-06-08');
    const b = scheduledDraws('2026-06-05', '2026-06-12', undefined, 'other numbers ');
    const answers = await Promise.all([importCsv(genericCsv(a)), importCsv(genericCsv(b))]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    const winner = answers[0].status === 200 ? a : b;
    expect((await rows()).map((r) => `${r.state}${r.game}${r.drawDate}${r.drawTime}${r.number}`).sort()).toEqual(
      winner.map((d) => `${d.state}${d.game}${d.drawDate}${d.drawTime}${d.number}`).sort(),
    );
  });

  it('a Texas file and a generic file of the same draws agree', async () => {
    const draws = scheduledDraws('2026-06-08', '2026-06-13', ['TX']);
    const evening = draws.filter((d) => d.game === 'pick3' && d.drawTime === 'evening');
    const [texas, generic] = await Promise.all([importCsv(evening.map(texasLine).join('\n')), importCsv(genericCsv(evening))]);
    expect(texas.json.imported + generic.json.imported).toBe(evening.length);
    expect(texas.json.duplicates + generic.json.duplicates).toBe(evening.length);
  });
});
