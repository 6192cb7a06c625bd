// The public reads of results: the filtered list and the latest draw of every slot. Both are
// read through indexes and answered from a serialisation kept until the next results write in
// any process (api/platform/http/cached.ts; the latest draws also until the next scheduled draw, when a
// slot's "next draw" moves on).
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '#db/client';
import { drawResults } from '#db/schema-results';
import { cachedBy } from '../../platform/http/cached';
import type { Clock } from '../../platform/clock';
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
  type DrawKey,
  type DrawSlotDto,
  type DrawTime,
  type Game,
  type ResultCorrectionDto,
  type ResultDto,
  type StateCode,
} from '@shared/results';
import { drawName } from '@shared/ledger';
import type { ResultsQuery } from '@shared/results-schemas';

export type ResultRow = typeof drawResults.$inferSelect;

/** The stored result of a draw, if any. */
export async function storedDraw(db: Queryable, d: DrawKey): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(drawResults)
    .where(and(eq(drawResults.state, d.state), eq(drawResults.game, d.game), eq(drawResults.drawDate, d.drawDate), eq(drawResults.drawTime, d.drawTime)))
    .limit(1);
  return row;
}

export const toResultDto = (r: ResultRow): ResultDto => ({
  _id: String(r.id),
  state: r.state as StateCode,
  game: r.game as Game,
  drawDate: r.drawDate,
  drawTime: r.drawTime as DrawTime,
  number: r.number,
  // Only where an add-on digit is stored (docs/api.md, "Official results").
  ...(r.extra !== null && r.extra !== undefined && { extra: r.extra }),
  drawnAt: iso(r.drawnAt),
  ...(r.fileNumber !== null && r.fileNumber !== undefined && { fileNumber: r.fileNumber }),
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

/** Each named draw's corrections in the results' chain ("OH pick3 2026-06-15 midday"). */
export type CorrectionsOf = (draws: readonly string[]) => Promise<Map<string, ResultCorrectionDto[]>>;

/** The rows as answered, each corrected one with its corrections from the results' chain. */
export async function withCorrections(rows: readonly ResultRow[], correctionsOf: CorrectionsOf): Promise<ResultDto[]> {
  const found = rows.length === 0 ? new Map() : await correctionsOf(rows.map(drawName));
  return rows.map((r) => {
    const dto = toResultDto(r);
    const corrections = found.get(drawName(r));
    if (corrections) dto.corrections = corrections;
    return dto;
  });
}

export function createResultsReads(db: Db, clock: Clock, correctionsOf: CorrectionsOf) {
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;
  let latest: { body: Promise<Uint8Array<ArrayBuffer>>; generation: number; since: number; until: number } | null = null;

  // Served by the unique (state, game, draw_date, draw_time) index, read backwards from the newest date.
  const newestOfSlot = async (state: StateCode, game: Game, drawTime: DrawTime) =>
    (
      await db
        .select()
        .from(drawResults)
        .where(and(eq(drawResults.state, state), eq(drawResults.game, game), eq(drawResults.drawTime, drawTime)))
        .orderBy(desc(drawResults.drawDate))
        .limit(1)
    )[0];

  async function list(q: ResultsQuery): Promise<ResultDto[]> {
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
    const rows = await db
      .select()
      .from(drawResults)
      .where(and(...where))
      // sort=stored: the admin's list of what was stored last, whatever the day it was drawn.
      .orderBy(...(q.sort === 'stored' ? [desc(drawResults.id)] : [desc(drawResults.drawnAt), desc(drawResults.id)]))
      .limit(q.limit)
      // A page further on: both orders end on the id, so a page holds the same rows on every read.
      .offset(q.offset);
    return withCorrections(rows, correctionsOf);
  }

  async function latestSlots(now: number): Promise<DrawSlotDto[]> {
    const slots: DrawSlotDto[] = [];
    for (const state of STATE_CODES) {
      for (const game of GAMES) {
        for (const drawTime of DRAW_TIMES) {
          if (!(drawTime in STATES[state].draws)) continue;
          const row = await newestOfSlot(state, game, drawTime);
          slots.push({ state, game, drawTime, result: row ? (await withCorrections([row], correctionsOf))[0] : null, ...scheduleAround(state, drawTime, now) });
        }
      }
    }
    return slots;
  }

  /** The list's answer, serialised once per distinct query until the next write. */
  const listJson = cachedBy<string, Uint8Array<ArrayBuffer>>(db, ['results'], 500, async (key) => encode(await list(JSON.parse(key))));

  return {
    list,
    listJson: async (q: ResultsQuery) => (await listJson(JSON.stringify(q)))!,
    latestSlots,

    /** GET /api/results/latest, serialised once until the next write or the next scheduled draw. */
    latestJson(): Promise<Uint8Array<ArrayBuffer>> {
      const now = clock.now();
      const generation = db.generation('results');
      // A clock set back (tests, an operator's correction) makes it anew as well.
      if (!latest || latest.generation !== generation || now >= latest.until || now < latest.since) {
        const entry = { body: Promise.resolve(new Uint8Array() as Uint8Array<ArrayBuffer>), generation, since: now, until: Infinity };
        entry.body = latestSlots(now).then((slots) => {
          entry.until = Math.min(...slots.map((s) => Date.parse(s.nextDraw.drawnAt)));
          return encode({ slots });
        });
        entry.body.catch(() => latest === entry && (latest = null));
        latest = entry;
      }
      return latest.body;
    },
  };
}

export type ResultsReads = ReturnType<typeof createResultsReads>;
