// POST /api/results/import, what holds whatever the file's layout (docs/product.md, "Importing
// results files"): duplicates and conflicts, a header by name, a mapping for a header the import
// does not know, the query (mode=all, mode=valid, dryRun=1), and any file with any parameters.
// The layouts themselves are in results.import-files.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/property';
import { resultsImportContext } from '../../test/results-import';
import { auditLog } from '#db/schema-shared';

const { ctx, importFile, rows, stored, enter } = await resultsImportContext();
const { snapshot } = ctx;

describe('duplicates and conflicts', () => {
  const header = 'Date,Draw,Number';

  it('a line repeating a stored result or an earlier line is a duplicate, never an error', async () => {
    await enter('FL', 'pick3', '2025-10-29', 'evening', '921');
    const csv = [header, '10/29/2025,Evening,921', '10/29/2025,Midday,047', '10/29/2025,midday,0-4-7', '10/29/2025,Midday,047'].join('\n');
    for (const mode of ['all', 'valid']) {
      const r = await importFile(csv, `?state=FL&game=pick3&mode=${mode}&dryRun=1`);
      expect(r.json, mode).toMatchObject({ imported: 1, duplicates: 3, rejected: [], ...(mode === 'valid' && { rejectedCount: 0 }) });
    }
    expect((await importFile(csv, '?state=FL&game=pick3')).json).toMatchObject({ imported: 1, duplicates: 3, rejected: [] });
    expect(await stored()).toEqual(['FL pick3 2025-10-29 evening 921', 'FL pick3 2025-10-29 midday 047']);
  });

  it('two lines giving one draw different numbers are both rejected; a line contradicting a result entered by hand is flagged beside it, never refused', async () => {
    await enter('FL', 'pick3', '2025-10-29', 'evening', '921');
    const csv = [
      header,
      '10/29/2025,Midday,047', // 2: line 4 says 740
      '10/28/2025,Midday,111', // 3
      '10/29/2025,Midday,740', // 4: line 2 says 047
      '10/29/2025,Evening,129', // 5: 921 was entered by hand
      '10/29/2025,Midday,047', // 6: as line 2, which line 4 contradicts
      '10/28/2025,Evening,222', // 7
    ].join('\n');
    const rejected = [
      { line: 2, message: 'This draw is also on line 4, with the number 740.' },
      { line: 4, message: 'This draw is also on line 2, with the number 047.' },
      { line: 6, message: 'This draw is also on line 4, with the number 740.' },
    ];
    const flagged = [
      {
        line: 5,
        message: 'Florida Pick 3 Evening of 2025-10-29 was entered by hand as 921; this file says 129. Both are kept and the result is flagged: correct it if the file is right.',
      },
    ];
    const before = await snapshot();
    const strict = await importFile(csv, '?state=FL&game=pick3');
    expect(strict.status).toBe(400);
    expect(strict.json).toEqual({ message: 'Nothing was imported: 3 lines have problems.', rejected });
    expect((await importFile(csv, '?state=FL&game=pick3&dryRun=1')).json).toEqual(strict.json);
    expect((await importFile(csv, '?state=FL&game=pick3&mode=valid&dryRun=1')).json).toMatchObject({ imported: 2, duplicates: 0, rejectedCount: 3, rejected, flagged });
    expect(await snapshot()).toBe(before);

    const valid = await importFile(csv, '?state=FL&game=pick3&mode=valid');
    expect(valid.status).toBe(200);
    expect(valid.json).toMatchObject({ imported: 2, duplicates: 0, rejectedCount: 3, rejected, flagged });
    expect(await stored()).toEqual(['FL pick3 2025-10-29 evening 921', 'FL pick3 2025-10-28 midday 111', 'FL pick3 2025-10-28 evening 222']);
    const entry = (await ctx.deps.db.select().from(auditLog)).at(-1)!;
    expect(entry.action).toBe('result.import');
    expect(JSON.parse(entry.detail)).toMatchObject({ imported: 2, duplicates: 0, rejected: 3 });
  });

  it("the state's file beside a result entered by hand: both shown, flagged on /results until corrected to the file's number", async () => {
    const admin = await ctx.makeUser('admin');
    expect((await enter('OH', 'pick3', '2025-11-03', 'evening', '555')).status).toBe(201);
    const file = ['Date,Draw,Number', '11/03/2025,Evening,556', '11/03/2025,Midday,100'].join('\n');
    const r = await importFile(file, '?state=OH&game=pick3');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ imported: 1, duplicates: 0, rejected: [], flagged: [{ line: 2 }] });
    const evening = async () => {
      const list = (await ctx.call('GET', '/api/results?state=OH&game=pick3&from=2025-11-03&to=2025-11-03')).json as {
        _id: string;
        drawTime: string;
        number: string;
        fileNumber?: string;
      }[];
      return list.find((x) => x.drawTime === 'evening')!;
    };
    expect(await evening()).toMatchObject({ number: '555', fileNumber: '556' });
    // The same file again: flagged again, nothing new written.
    const again = await snapshot();
    expect((await importFile(file, '?state=OH&game=pick3')).json).toMatchObject({ imported: 0, duplicates: 1, flagged: [{ line: 2 }] });
    expect(await snapshot()).toBe(again);
    // A correction to another number leaves the flag; to the file's number resolves it.
    const { _id } = await evening();
    expect((await ctx.call('PUT', `/api/results/${_id}`, { token: admin.token, body: { number: '557' } })).status).toBe(200);
    expect(await evening()).toMatchObject({ number: '557', fileNumber: '556' });
    expect((await ctx.call('PUT', `/api/results/${_id}`, { token: admin.token, body: { number: '556' } })).status).toBe(200);
    const fixed = await evening();
    expect(fixed.number).toBe('556');
    expect(fixed).not.toHaveProperty('fileNumber');
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
    const csv = [
      'Draw Date,Draw,Winning Numbers,Ball 1,Ball 2,Ball 3,Fireball',
      '10/29/2025,Evening,9-2-1,,,,4',
      '10/29/2025,Midday,,0,4,7,1',
      '10/28/2025,Midday,555,1,2,3,1',
    ].join('\n');
    expect((await importFile(csv, '?state=FL&game=pick3')).json).toMatchObject({ imported: 3, duplicates: 0, rejected: [] });
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
    expect(r.json).toMatchObject({ imported: 3, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TN pick3 2025-10-29 midday 921', 'TN pick3 2025-10-28 evening 047', 'TN pick3 2025-10-27 evening 555']);
  });

  it('a file without a header: line 1 holds a date, so it is a draw', async () => {
    const r = await importFile('10/29/2025,921\n10/28/2025,47\n', `?state=TN&game=pick3&drawTime=evening&map=${encodeURIComponent('{"date":0,"number":1}')}`);
    expect(r.json).toMatchObject({ imported: 2, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TN pick3 2025-10-29 evening 921', 'TN pick3 2025-10-28 evening 047']);
  });

  it.each([
    ['not JSON', '{date:0}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns).'],
    ['no date', '{"number":1}', `Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): it must say the date's column ("date":0).`],
    [
      'both forms',
      '{"date":0,"number":1,"digits":[2,3,4]}',
      'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): give the number\'s column ("number":2) or its digits\' ("digits":[2,3,4]), one of the two.',
    ],
    ['a column twice', '{"date":0,"number":0}', 'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): column 0 is named twice.'],
    [
      'an unknown key',
      '{"date":0,"number":1,"when":2}',
      'Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): "when" is not one of date, drawTime, number, digits, state, game, extra.',
    ],
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
    expect((await importFile(csv, '?state=GA&game=Cash%204&drawTime=night')).json).toMatchObject({ imported: 1, duplicates: 0, rejected: [] });
    expect(await stored()).toEqual(['TX pick3 2025-10-29 evening 047']);
  });
});

describe('any file with any parameters', () => {
  // Lines built from the pieces of the states' files, and from anything else.
  const piece = fc.oneof(
    fc.constantFrom('Date', 'Draw', 'DrawTime', 'Digit1', 'Digit2', 'Digit3', 'Result', 'Midday Daily #', 'Evening Pick 4', 'Winning Numbers', 'Ball 1', 'state', 'game'),
    fc.constantFrom(
      '7/29/25',
      '2/30/2025',
      '"Wednesday, Oct 29, 2025"',
      'Oct 29, 2025',
      'Night',
      'day',
      '11:34pm',
      '8',
      '2.0',
      '"9, 2, 1"',
      '9-2-1',
      '75',
      '0470',
      '"$42,048 "',
      'GA',
      'Cash 3',
    ),
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

  // Each case reads every table twice: on PostgreSQL a quarter of the cases (api/test/property.ts).
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
        else if (r.json.imported > 0) {
          await ctx.exec('delete from draw_results');
          await ctx.exec('delete from audit_log');
        }
      }),
      propertyRuns(200),
    );
  });
});
