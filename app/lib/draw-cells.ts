// What the Results page shows in each place of a state's card (a game at a draw time), from the
// latest-draws answer or from one day's results. Pure, so the rules are tested without a browser:
// a draw still to come today shows its time (never a blank), one that has happened but is not
// entered yet says so, and a draw the state does not hold that day says that.
import { dayOf } from '@shared/calendar';
import {
  DRAW_TIME_NAMES,
  DRAW_TIMES,
  GAMES,
  STATES,
  drawnAtOf,
  holdsDraw,
  type DrawSlotDto,
  type DrawTime,
  type Game,
  type ResultDto,
  type StateCode,
  type StateInfo,
} from '@shared/results';
import { formatClockIn } from './dates';

export type DrawCell =
  /** The number drawn (the newest of the slot, or the picked day's). */
  | { kind: 'result'; result: ResultDto }
  /** Today's draw is still to come: "Draws at 10:00 CT", with the previous number if known. */
  | { kind: 'upcoming'; at: string; previous: ResultDto | null }
  /** Drawn, but its number is not in yet. */
  | { kind: 'awaited'; drawDate: string; previous: ResultDto | null }
  /** The state holds no such draw on the picked day (Texas on Sundays). */
  | { kind: 'not-held' };

export interface DrawRow {
  drawTime: DrawTime;
  /** The state's own name for it ("Day" in Texas, "Daytime" in North Carolina). */
  label: string;
  cells: Record<Game, DrawCell>;
}

export interface StateCard {
  state: StateCode;
  name: string;
  games: Record<Game, string>;
  rows: DrawRow[];
}

const info = (state: StateCode): StateInfo => STATES[state];
const drawTimesOf = (state: StateCode) => DRAW_TIMES.filter((t) => t in info(state).draws);
export const drawTimeLabel = (state: StateCode, t: DrawTime) => info(state).draws[t]?.localName ?? DRAW_TIME_NAMES[t];
const iso = (ms: number) => new Date(ms).toISOString();

/** "Draws at 10:00 CT": the draw's time on the state's clock. */
export const drawsAtText = (at: string) => `Draws at ${at}`;

/** One slot of GET /api/results/latest as seen at `now` (a saved copy may be a day old). */
export function latestCell(slot: DrawSlotDto, now: number): DrawCell {
  const zone = info(slot.state).zone;
  const next = slot.nextDraw;
  const nextAt = Date.parse(next.drawnAt);
  if (nextAt > now && next.drawDate === dayOf(now, zone)) return { kind: 'upcoming', at: formatClockIn(next.drawnAt, zone), previous: slot.result };
  // A copy saved before its "next" draw: that one has happened since.
  const recent = nextAt <= now ? next : slot.lastDraw;
  if (!recent) return { kind: 'upcoming', at: formatClockIn(next.drawnAt, zone), previous: slot.result };
  if (slot.result && slot.result.drawDate >= recent.drawDate) return { kind: 'result', result: slot.result };
  return { kind: 'awaited', drawDate: recent.drawDate, previous: slot.result };
}

function card(state: StateCode, cellOf: (t: DrawTime, g: Game) => DrawCell): StateCard {
  return {
    state,
    name: info(state).name,
    games: info(state).games,
    rows: drawTimesOf(state).map((t) => ({
      drawTime: t,
      label: drawTimeLabel(state, t),
      cells: Object.fromEntries(GAMES.map((g) => [g, cellOf(t, g)])) as Record<Game, DrawCell>,
    })),
  };
}

/** Whether a card shows any stored number: a result, or the last one beside a draw awaited or to come. */
export function hasStoredNumber(card: StateCard): boolean {
  return card.rows.some((row) =>
    GAMES.some((g) => {
      const cell = row.cells[g];
      return cell.kind === 'result' || ((cell.kind === 'upcoming' || cell.kind === 'awaited') && cell.previous !== null);
    }),
  );
}

/**
 * When a state draws, on its own clock: "Morning 10:00 · Day 12:27 · Evening 18:00 · Night 22:12
 * (CT, Mon–Sat)"; days shared by every draw are said once, others beside their draw.
 */
export function scheduleOf(state: StateCode): string {
  const s = info(state);
  let zone = '';
  const draws = drawTimesOf(state).map((t) => {
    const draw = s.draws[t]!;
    // Any day that holds it gives its wall-clock time and the zone's generic name (CT, ET).
    const day = WEEK.find((d) => holdsDraw(state, t, d))!;
    const [time, name] = formatClockIn(iso(drawnAtOf({ state, drawDate: day, drawTime: t })), s.zone).split(' ');
    zone = name;
    return { text: `${drawTimeLabel(state, t)} ${time}`, days: draw.weekdays.length < 7 ? weekdaysText(draw.weekdays) : '' };
  });
  const common = draws.every((d) => d.days === draws[0].days) ? draws[0].days : null;
  const items = draws.map((d) => (common === null && d.days ? `${d.text} ${d.days}` : d.text));
  return `${items.join(' · ')} (${zone}${common ? `, ${common}` : ''})`;
}

/** A week of days, Monday 2026-06-15 to Sunday 2026-06-21. */
const WEEK = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-21'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Mon–Sat" for Monday to Saturday, else the days listed. */
function weekdaysText(days: readonly number[]): string {
  return days.join() === '1,2,3,4,5,6' ? 'Mon–Sat' : days.map((d) => WEEKDAYS[d]).join(', ');
}

/** The latest draws, one card per state (in the table's order), of `states`. */
export function latestCards(slots: DrawSlotDto[], states: readonly StateCode[], now: number): StateCard[] {
  const byKey = new Map(slots.map((s) => [`${s.state}|${s.game}|${s.drawTime}`, s]));
  return states.map((state) =>
    card(state, (t, g) => {
      const slot = byKey.get(`${state}|${g}|${t}`);
      return slot ? latestCell(slot, now) : { kind: 'not-held' };
    }),
  );
}

/** One day's draws (`results` of that day, any states), one card per state of `states`. */
export function dayCards(results: ResultDto[], day: string, states: readonly StateCode[], now: number): StateCard[] {
  const byKey = new Map(results.filter((r) => r.drawDate === day).map((r) => [`${r.state}|${r.game}|${r.drawTime}`, r]));
  return states.map((state) =>
    card(state, (t, g): DrawCell => {
      const result = byKey.get(`${state}|${g}|${t}`);
      if (result) return { kind: 'result', result };
      if (!holdsDraw(state, t, day)) return { kind: 'not-held' };
      const at = drawnAtOf({ state, drawDate: day, drawTime: t });
      if (at > now) return { kind: 'upcoming', at: formatClockIn(iso(at), info(state).zone), previous: null };
      return { kind: 'awaited', drawDate: day, previous: null };
    }),
  );
}
