// The public reads of results: the filtered list and the latest draw of every slot. Both are
// read through indexes and answered from a serialisation kept until the next results write (the
// latest draws also until the next scheduled draw, when a slot's "next draw" moves on).
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawResults } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { addDays, dayOf, endOfDay, iso, startOfDay } from '@shared/calendar';
import {
  boxKey,
  DRAW_TIMES,
  drawnAtOf,
  GAME_DIGITS,
  GAMES,
  holdsDraw,
  STATE_CODES,
  STATES,
  type DrawSlotDto,
  type DrawTime,
  type Game,
  type ResultDto,
  type StateCode,
} from '@shared/results';
import type { ResultsQuery } from '@shared/results-schemas';

export type ResultRow = typeof drawResults.$inferSelect;

/** `column = ?` for each column, the placeholder named as the column: for prepared statements. */
export const equalsPlaceholders = (...columns: (keyof ResultRow)[]) => and(...columns.map((c) => eq(drawResults[c], sql.placeholder(c))));

export const toResultDto = (r: ResultRow): ResultDto => ({
  _id: String(r.id),
  state: r.state as StateCode,
  game: r.game as Game,
  drawDate: r.drawDate,
  drawTime: r.drawTime as DrawTime,
  number: r.number,
  drawnAt: iso(r.drawnAt),
});

const ZONES = [...new Set(Object.values(STATES).map((s) => s.zone))];
// Draw dates are each state's own calendar; these bounds on the instant hold for every zone, so
// a date filter can seek the drawn-at indexes.
const firstInstantOf = (day: string) => Math.min(...ZONES.map((z) => startOfDay(day, z)));
const lastInstantOf = (day: string) => Math.max(...ZONES.map((z) => endOfDay(day, z)));

/** The slot's scheduled draws either side of `now` (a state holds each draw time at least weekly). */
function scheduleAround(state: StateCode, drawTime: DrawTime, now: number) {
  const today = dayOf(now, STATES[state].zone);
  let lastDraw: DrawSlotDto['lastDraw'] = null;
  let nextDraw: DrawSlotDto['nextDraw'] | null = null;
  for (let i = 0; i <= 7 && !lastDraw; i++) {
    const day = addDays(today, -i);
    const at = drawnAtOf({ state, drawDate: day, drawTime });
    if (holdsDraw(state, drawTime, day) && at <= now) lastDraw = { drawDate: day, drawnAt: iso(at) };
  }
  for (let i = 0; i <= 8 && !nextDraw; i++) {
    const day = addDays(today, i);
    const at = drawnAtOf({ state, drawDate: day, drawTime });
    if (holdsDraw(state, drawTime, day) && at > now) nextDraw = { drawDate: day, drawnAt: iso(at) };
  }
  return { lastDraw, nextDraw: nextDraw! };
}

export function createResultsReads(db: Db, clock: Clock) {
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const lists = new Map<string, Uint8Array<ArrayBuffer>>();
  let latest: { body: Uint8Array<ArrayBuffer>; since: number; until: number } | null = null;

  // Served by the unique (state, game, draw_date, draw_time) index, read backwards from the newest date.
  const newestOfSlot = db.select().from(drawResults).where(equalsPlaceholders('state', 'game', 'drawTime')).orderBy(desc(drawResults.drawDate)).limit(1).prepare();

  function list(q: ResultsQuery): ResultDto[] {
    const where: SQL[] = [];
    if (q.state) where.push(eq(drawResults.state, q.state));
    if (q.drawTime) where.push(eq(drawResults.drawTime, q.drawTime));
    if (q.number) {
      // The number's length names its game, and its box key finds it in any order by index.
      const game = GAMES.find((g) => GAME_DIGITS[g] === q.number!.length)!;
      if (q.game && q.game !== game) return [];
      where.push(eq(drawResults.game, game), eq(drawResults.boxKey, boxKey(q.number)));
      if (!q.box) where.push(eq(drawResults.number, q.number));
    } else if (q.game) where.push(eq(drawResults.game, q.game));
    if (q.from) where.push(gte(drawResults.drawnAt, firstInstantOf(q.from)), gte(drawResults.drawDate, q.from));
    if (q.to) where.push(lte(drawResults.drawnAt, lastInstantOf(q.to)), lte(drawResults.drawDate, q.to));
    return db
      .select()
      .from(drawResults)
      .where(and(...where))
      .orderBy(desc(drawResults.drawnAt), desc(drawResults.id))
      .limit(q.limit)
      .all()
      .map(toResultDto);
  }

  function latestSlots(now: number): DrawSlotDto[] {
    const slots: DrawSlotDto[] = [];
    for (const state of STATE_CODES) {
      for (const game of GAMES) {
        for (const drawTime of DRAW_TIMES) {
          if (!(drawTime in STATES[state].draws)) continue;
          const row = newestOfSlot.get({ state, game, drawTime });
          slots.push({ state, game, drawTime, result: row ? toResultDto(row) : null, ...scheduleAround(state, drawTime, now) });
        }
      }
    }
    return slots;
  }

  return {
    list,

    /** The list's answer, serialised once per distinct query until the next write. */
    listJson(q: ResultsQuery): Uint8Array<ArrayBuffer> {
      const key = JSON.stringify(q);
      let body = lists.get(key);
      if (!body) {
        body = encode(list(q));
        if (lists.size >= 500) lists.clear();
        lists.set(key, body);
      }
      return body;
    },

    latestSlots,

    /** GET /api/results/latest, serialised once until the next write or the next scheduled draw. */
    latestJson(): Uint8Array<ArrayBuffer> {
      const now = clock.now();
      // A clock set back (tests, an operator's correction) makes it anew as well.
      if (!latest || now >= latest.until || now < latest.since) {
        const slots = latestSlots(now);
        latest = { body: encode({ slots }), since: now, until: Math.min(...slots.map((s) => Date.parse(s.nextDraw.drawnAt))) };
      }
      return latest.body;
    },

    /** Every write calls this after its commit. */
    invalidate() {
      lists.clear();
      latest = null;
    },
  };
}

export type ResultsReads = ReturnType<typeof createResultsReads>;
