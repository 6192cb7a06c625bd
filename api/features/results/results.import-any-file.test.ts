// POST /api/results/import with any file at all (docs/product.md, "Importing results files"): never
// a 5xx, and a refusal changes nothing. A database of its own: each case reads every row of every
// table twice, and the years results.import.test.ts imports would make that megabytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../test/property';
import { resultsImportContext } from '../../test/results-import';

const { ctx, importFile } = await resultsImportContext();
const { snapshot } = ctx;
const HEADER = 'state,game,draw_date,draw_time,number';

describe('any file at all', () => {
  // Lines built from the pieces real files are made of, and from anything else.
  const piece = fc.oneof(
    fc.constantFrom(
      'TX',
      'tn',
      'XX',
      'pick3',
      'Cash 4',
      'Pick 3 Day',
      'Daily 4 Night',
      'evening',
      'Day',
      '2026-06-13',
      '06/13/2026',
      '2/30/2019',
      '047',
      '0470',
      '4',
      '29',
      '2019',
      '"',
      '""',
      '"a,b"',
      ' ',
      '\u0000',
      '\u00e9',
    ),
    fc.string({ maxLength: 8 }),
  );
  const line = fc.tuple(fc.array(piece, { maxLength: 12 }), fc.constantFrom(',', ',', ';', '')).map(([pieces, sep]) => pieces.join(sep));
  const file = fc
    .tuple(fc.constantFrom(HEADER, 'Pick 3 Evening,6,13,2026,0,4,7', ''), fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([first, lines, eol]) => [first, ...lines].join(eol));

  // Each case reads every table: on PostgreSQL a quarter of the cases (api/test/property.ts).
  it('never answers 5xx, and a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(file, async (csv) => {
        const before = await snapshot();
        const r = await importFile(csv);
        expect(r.status, csv).toBeLessThan(500);
        if (r.status === 400) {
          expect(typeof r.json.message).toBe('string');
          expect(await snapshot()).toBe(before);
        } else expect(r.json.rejected).toEqual([]);
      }),
      propertyRuns(150),
    );
  });
});
