// Deterministic results files for tests and `npm run bench`: every scheduled draw of the seven
// states between two days, with made-up numbers, in the generic layout and in the Texas Lottery's
// own download files.
import { addDays } from '@shared/calendar';
import { drawTimesOn, GAME_DIGITS, GAMES, STATE_CODES, STATES, type DrawInput, type StateCode } from '@shared/results';

/** A number for the draw that is always the same for the same draw (FNV-1a of its name). */
function numberFor(key: string, digits: number): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return String(h % 10 ** digits).padStart(digits, '0');
}

/** Every draw the table schedules from `from` to `to` inclusive, day by day, in the order of the day. */
export function scheduledDraws(from: string, to: string, states: readonly StateCode[] = STATE_CODES, salt = ''): DrawInput[] {
  const out: DrawInput[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const state of states) {
      for (const drawTime of drawTimesOn(state, day)) {
        for (const game of GAMES) out.push({ state, game, drawDate: day, drawTime, number: numberFor(`${salt}${state}${game}${day}${drawTime}`, GAME_DIGITS[game]) });
      }
    }
  }
  return out;
}

export const GENERIC_HEADER = 'state,game,draw_date,draw_time,number';

export function genericCsv(draws: readonly DrawInput[], opts: { usDates?: boolean; eol?: string } = {}): string {
  const date = (d: string) => (opts.usDates ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : d);
  const eol = opts.eol ?? '\n';
  return [GENERIC_HEADER, ...draws.map((d) => `${d.state},${d.game},${date(d.drawDate)},${d.drawTime},${d.number}`)].join(eol) + eol;
}

/** The Texas file a draw belongs in, e.g. pick3morning.csv, daily4day.csv. */
export function texasFileName(d: Pick<DrawInput, 'game' | 'drawTime'>): string {
  return `${d.game === 'pick3' ? 'pick3' : 'daily4'}${d.drawTime === 'midday' ? 'day' : d.drawTime}.csv`;
}

/**
 * One line as the Texas Lottery writes it, with its Sum It Up and Fireball columns, which some
 * lines leave empty. (Every line of a file has the same number of columns, as in the lottery's
 * files; the parser handles ragged files too, but builds an error object for each odd line.)
 */
export function texasLine(d: DrawInput, i = 0): string {
  const time = d.drawTime === 'midday' ? 'Day' : d.drawTime[0].toUpperCase() + d.drawTime.slice(1);
  const [y, m, day] = d.drawDate.split('-').map(Number);
  const digits = [...d.number];
  const sum = digits.reduce((a, c) => a + Number(c), 0);
  const tail = i % 3 === 0 ? ',,' : i % 3 === 1 ? `,,${sum % 10}` : `,${sum},${(sum * 7) % 10}`;
  return `${STATES.TX.games[d.game]} ${time},${m},${day},${y},${digits.join(',')}${tail}`;
}

/** The Texas draws among `draws`, as the lottery's eight download files (no header). */
export function texasFiles(draws: readonly DrawInput[]): Map<string, string> {
  const files = new Map<string, string[]>();
  draws
    .filter((d) => d.state === 'TX')
    .forEach((d, i) => {
      const name = texasFileName(d);
      if (!files.has(name)) files.set(name, []);
      files.get(name)!.push(texasLine(d, i));
    });
  return new Map([...files].map(([name, lines]) => [name, `${lines.join('\r\n')}\r\n`]));
}

/** A clock time as Georgia's files write it, e.g. "11:34pm" for 23:34. */
function clockTime(at: string): string {
  const [h, m] = at.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The draws as Georgia publishes its history (docs/product.md, "Importing results files"), one file
 * per state and game: `Date,Draw,DrawTime,Digit1,Digit2,Digit3,Winners,TotalPayout` with two-digit
 * years, the draw's clock time and quoted payouts. Each file goes with the query naming its state
 * and game.
 */
export function georgiaFiles(draws: readonly DrawInput[]): { name: string; query: string; text: string }[] {
  const files = new Map<string, { name: string; query: string; lines: string[] }>();
  for (const d of draws) {
    const name = `${d.state.toLowerCase()}-${d.game}.csv`;
    let file = files.get(name);
    if (!file) {
      const digits = Array.from({ length: GAME_DIGITS[d.game] }, (_, i) => `Digit${i + 1}`).join(',');
      file = { name, query: `?state=${d.state}&game=${d.game}`, lines: [`Date,Draw,DrawTime,${digits},Winners,TotalPayout`] };
      files.set(name, file);
    }
    const [y, m, day] = d.drawDate.split('-');
    const at = (STATES[d.state].draws as Record<string, { at: string }>)[d.drawTime].at;
    const winners = Number(d.number) % 997;
    file.lines.push(
      `${Number(m)}/${Number(day)}/${y.slice(2)},${d.drawTime[0].toUpperCase()}${d.drawTime.slice(1)},${clockTime(at)},${[...d.number].join(',')},${winners},"$${(winners * 89).toLocaleString('en-US')} "`,
    );
  }
  return [...files.values()].map((f) => ({ name: f.name, query: f.query, text: `${f.lines.join('\n')}\n` }));
}
