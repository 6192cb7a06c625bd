// The scoring questions (scoring.ts), in each dialect's SQL: many windows at once as one JSON
// array, joined with draw_results, so a read of hundreds of numbers is one statement that seeks an
// index once per window. `i` is the window's index in the array, from 0.
import type { Db } from '#db/client';

const SQLITE = {
  // Same digits in any order share a box key: one seek finds the straight and the box hits. The
  // index is named: without statistics SQLite takes the (game, drawn_at) one and reads every draw
  // of the window (measured: several times slower). No ORDER BY: the few hits of each number are
  // put in draw order by the caller, cheaper than sorting every row by window.
  sameBox: `
    select w.key as i, d.state, d.draw_date as drawDate, d.draw_time as drawTime, d.number, d.drawn_at as drawnAt
    from json_each(?) w
    join draw_results d indexed by draw_results_box_idx on d.game = w.value ->> 0 and d.box_key = w.value ->> 1
      and d.drawn_at > w.value ->> 2 and d.drawn_at <= w.value ->> 3`,
  drawsByState: `
    select w.key as i, d.state, count(*) as n
    from json_each(?) w
    join draw_results d on d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2
    group by w.key, d.state`,
  // Every draw of the window's game: a pair play wins on draws of other digits too.
  drawsIn: `
    select w.key as i, d.state, d.number
    from json_each(?) w
    join draw_results d on d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2`,
  windowsWithDraws: `
    select w.key as i from json_each(?) w
    where exists (select 1 from draw_results d where d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2)`,
};

const POSTGRES: typeof SQLITE = {
  sameBox: `
    select (w.i - 1)::int as i, d.state, d.draw_date as "drawDate", d.draw_time as "drawTime", d.number, d.drawn_at as "drawnAt"
    from jsonb_array_elements(?::jsonb) with ordinality as w(v, i)
    join draw_results d on d.game = w.v ->> 0 and d.box_key = w.v ->> 1
      and d.drawn_at > (w.v ->> 2)::bigint and d.drawn_at <= (w.v ->> 3)::bigint`,
  drawsByState: `
    select (w.i - 1)::int as i, d.state, count(*)::int as n
    from jsonb_array_elements(?::jsonb) with ordinality as w(v, i)
    join draw_results d on d.game = w.v ->> 0 and d.drawn_at > (w.v ->> 1)::bigint and d.drawn_at <= (w.v ->> 2)::bigint
    group by w.i, d.state`,
  drawsIn: `
    select (w.i - 1)::int as i, d.state, d.number
    from jsonb_array_elements(?::jsonb) with ordinality as w(v, i)
    join draw_results d on d.game = w.v ->> 0 and d.drawn_at > (w.v ->> 1)::bigint and d.drawn_at <= (w.v ->> 2)::bigint`,
  windowsWithDraws: `
    select (w.i - 1)::int as i
    from jsonb_array_elements(?::jsonb) with ordinality as w(v, i)
    where exists (select 1 from draw_results d where d.game = w.v ->> 0 and d.drawn_at > (w.v ->> 1)::bigint and d.drawn_at <= (w.v ->> 2)::bigint)`,
};

export interface SameBoxDraw {
  i: number;
  state: string;
  drawDate: string;
  drawTime: string;
  number: string;
  drawnAt: number;
}

export function scoringQueries(db: Db) {
  const q = db.engine === 'postgres' ? POSTGRES : SQLITE;
  return {
    /** Draws of the window's game whose box key matches, in (after, until]; windows are [game, box key, after, until]. */
    sameBox: (windows: [string, string, number, number][]) => db.rows<SameBoxDraw>(q.sameBox, [JSON.stringify(windows)]),
    /** How many draws of the window's game fall in (after, until], per state; windows are [game, after, until]. */
    drawsByState: (windows: [string, number, number][]) => db.rows<{ i: number; state: string; n: number }>(q.drawsByState, [JSON.stringify(windows)]),
    /** The indexes of the windows in which at least one draw of their game falls. */
    /** Every draw of the window's game in (after, until]; windows are [game, after, until]. */
    drawsIn: (windows: [string, number, number][]) => db.rows<{ i: number; state: string; number: string }>(q.drawsIn, [JSON.stringify(windows)]),
    windowsWithDraws: async (windows: [string, number, number][]) => (await db.rows<{ i: number }>(q.windowsWithDraws, [JSON.stringify(windows)])).map((r) => r.i),
  };
}
