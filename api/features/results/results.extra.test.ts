// The add-on digit of a result (docs/product.md, "Play types"; docs/api.md, "Official results"):
// Texas, Florida and North Carolina draw a Fireball, Tennessee a Wild Ball. Entry, correction and
// the files (the Texas Lottery's own Fireball column, Florida's "FB n" after the number, a column
// named Fireball or Wild Ball) store it; a state without one refuses it.
import { describe, expect, it } from 'vitest';
import { resultsImportContext } from '../../test/results-import';

const { ctx, admin, importFile } = await resultsImportContext();
const { call, snapshot } = ctx;

const enter = (body: Record<string, unknown>) => call('POST', '/api/results', { token: admin.token, body });
const read = async (state: string, game: string, day: string) =>
  (await call('GET', `/api/results?state=${state}&game=${game}&from=${day}&to=${day}`)).json as { _id: string; drawTime: string; number: string; extra?: string }[];

describe('the add-on digit', () => {
  it('is stored with an entry where the state draws one, and answered with the result', async () => {
    const r = await enter({ state: 'TX', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '123', extra: '7' });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ state: 'TX', number: '123', extra: '7' });
    expect((await read('TX', 'pick3', '2026-06-12'))[0].extra).toBe('7');
    // Without one, a result answers no extra at all.
    const plain = await enter({ state: 'TX', game: 'pick3', drawDate: '2026-06-12', drawTime: 'night', number: '456' });
    expect(plain.json).not.toHaveProperty('extra');
  });

  it('is refused for a state that draws none, and when not one digit, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ state: 'OH', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '123', extra: '7' }, 'Ohio Pick 3 draws no Fireball or Wild Ball: leave out extra.'],
      [
        { state: 'MI', game: 'pick4', drawDate: '2026-06-12', drawTime: 'evening', number: '1234', extra: '1' },
        'Michigan Daily 4 draws no Fireball or Wild Ball: leave out extra.',
      ],
      [{ state: 'FL', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '123', extra: '12' }, 'The add-on digit (extra) must be one digit, 0-9, not "12".'],
      [{ state: 'TN', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '123', extra: 'x' }, 'The add-on digit (extra) must be one digit, 0-9, not "x".'],
    ];
    for (const [body, message] of cases) {
      const r = await enter(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it('is set, changed and removed by a correction, and refused there for a state without one', async () => {
    const nc = await enter({ state: 'NC', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '555' });
    const put = (id: string, body: Record<string, unknown>) => call('PUT', `/api/results/${id}`, { token: admin.token, body });
    expect((await put(nc.json._id, { number: '555', extra: '3' })).json).toMatchObject({ number: '555', extra: '3' });
    expect((await read('NC', 'pick3', '2026-06-12'))[0].extra).toBe('3');
    // A correction of the number alone keeps the digit; null removes it.
    expect((await put(nc.json._id, { number: '556' })).json).toMatchObject({ number: '556', extra: '3' });
    expect((await put(nc.json._id, { number: '556', extra: null })).json).not.toHaveProperty('extra');
    const ga = await enter({ state: 'GA', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '555' });
    const before = await snapshot();
    const refused = await put(ga.json._id, { number: '555', extra: '3' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Georgia Cash 3 draws no Fireball or Wild Ball: leave out extra.');
    expect(await snapshot()).toBe(before);
  });

  it("is read from the Texas Lottery's own file, its Fireball column after Sum It Up", async () => {
    // The Texas download: game and draw, month, day, year, the digits, Sum It Up, Fireball.
    const r = await importFile('Pick 3 Day,4,29,2019,3,1,0,,7\nPick 3 Night,4,29,2019,9,9,1,19,0\nDaily 4 Night,4,29,2019,0,0,1,2\n');
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ imported: 3 });
    const p3 = await read('TX', 'pick3', '2019-04-29');
    expect(p3.map((d) => [d.drawTime, d.number, d.extra])).toEqual([
      ['night', '991', '0'],
      ['midday', '310', '7'],
    ]);
    // A line whose Fireball column is empty stores none.
    expect((await read('TX', 'pick4', '2019-04-29'))[0]).not.toHaveProperty('extra');
  });

  it('is read from a number written "1-2-3 FB 4", as Florida writes it, in the one-draw-a-line and the wide layouts', async () => {
    const lines = await importFile(
      'Date,Draw,Winning Numbers\n05/01/2026,Midday,1-2-3 FB 4\n05/01/2026,Evening,"4-5-6, Fireball: 0"\n05/02/2026,Midday,789\n',
      '?state=FL&game=pick3',
    );
    expect(lines.status, lines.text).toBe(200);
    expect(lines.json).toMatchObject({ imported: 3 });
    expect((await read('FL', 'pick3', '2026-05-01')).map((d) => [d.drawTime, d.number, d.extra])).toEqual([
      ['evening', '456', '0'],
      ['midday', '123', '4'],
    ]);
    expect((await read('FL', 'pick3', '2026-05-02'))[0]).not.toHaveProperty('extra');

    const wide = await importFile('Date,Midday,Evening\n05/03/2026,0-1-2 FB 9,3-4-5 FB 1\n', '?state=FL&game=pick3');
    expect(wide.status, wide.text).toBe(200);
    expect((await read('FL', 'pick3', '2026-05-03')).map((d) => [d.drawTime, d.number, d.extra])).toEqual([
      ['evening', '345', '1'],
      ['midday', '012', '9'],
    ]);
  });

  it('is read from a column named Fireball or Wild Ball, its line refused where it is not one digit', async () => {
    const tn = await importFile('draw_date,draw_time,number,Wild Ball\n2026-05-04,evening,321,6\n2026-05-04,midday,654,\n', '?state=TN&game=pick3');
    expect(tn.status, tn.text).toBe(200);
    expect((await read('TN', 'pick3', '2026-05-04')).map((d) => [d.drawTime, d.number, d.extra])).toEqual([
      ['evening', '321', '6'],
      ['midday', '654', undefined],
    ]);

    const before = await snapshot();
    const bad = await importFile('draw_date,draw_time,number,Fireball\n2026-05-05,evening,321,12\n', '?state=NC&game=pick3');
    expect(bad.status, bad.text).toBe(400);
    expect(bad.json.rejected).toEqual([{ line: 2, message: 'Column "Fireball" holds "12", not one digit (0-9).' }]);
    expect(await snapshot()).toBe(before);
    // For a game that draws none, a file's add-on is left out (an entry by hand is refused instead).
    const ohio = await importFile('draw_date,draw_time,number,Fireball\n2026-05-05,evening,321,4\n', '?state=OH&game=pick3');
    expect(ohio.status, ohio.text).toBe(200);
    expect((await read('OH', 'pick3', '2026-05-05'))[0]).toMatchObject({ number: '321' });
    expect((await read('OH', 'pick3', '2026-05-05'))[0]).not.toHaveProperty('extra');
  });
});
