// This feature's hand-written SQL, in each dialect's form.
//
// Storing many draws at once (results.import.ts): a file of years is 125,000 rows, and through the
// query builder's per-row mapping the import took three times as long as the database's own work.
// The draws go in as one parameter (SQLite: a JSON array read by json_each; PostgreSQL: column
// arrays unnested into rows); a draw stored already is left out, and RETURNING names only the rows
// inserted, in no promised order: they are matched back by the draw.
//
// The draws in many windows at once (windowDraws), which the hits feature's scoring asks
// (api/features/hits/scoring.ts, handed in by api/compose.ts: docs/architecture.md, "Each table
// one owner").
import type { Db, Tx } from '#db/client';
import type { drawResults } from '#db/schema-results';

export type NewDrawResult = Omit<typeof drawResults.$inferInsert, 'id'>;

const COLUMNS = 'state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at, extra';

// `where true` keeps SQLite from reading ON CONFLICT as a join's ON.
const SQLITE_INSERT = `
  insert into draw_results (${COLUMNS})
  select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, value ->> 10, value ->> 11
  from json_each(?) where true
  on conflict do nothing
  returning id, state, game, draw_date as drawDate, draw_time as drawTime`;

const POSTGRES_INSERT = `
  insert into draw_results (${COLUMNS})
  select * from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::text[], ?::bigint[], ?::bigint[], ?::bigint[], ?::text[])
  on conflict do nothing
  returning id, state, game, draw_date as "drawDate", draw_time as "drawTime"`;

const valuesOf = (d: NewDrawResult) => [
  d.state,
  d.game,
  d.drawDate,
  d.drawTime,
  d.number,
  d.boxKey,
  d.drawnAt,
  d.source,
  d.enteredBy ?? null,
  d.createdAt,
  d.updatedAt,
  d.extra ?? null,
];

const drawKey = (d: { state: string; game: string; drawDate: string; drawTime: string }) => `${d.state}\u0000${d.game}\u0000${d.drawDate}\u0000${d.drawTime}`;

/** Inserts draws in `tx`, leaving out any whose draw is stored already: each row's new id, or null where it was left out. */
export async function insertDraws(tx: Tx, dialect: 'sqlite' | 'postgres', rows: readonly NewDrawResult[]): Promise<(number | null)[]> {
  if (rows.length === 0) return [];
  const values = rows.map(valuesOf);
  const made =
    dialect === 'postgres'
      ? await tx.rows<{ id: number; state: string; game: string; drawDate: string; drawTime: string }>(
          POSTGRES_INSERT,
          values[0].map((_, c) => values.map((v) => v[c])),
        )
      : await tx.rows<{ id: number; state: string; game: string; drawDate: string; drawTime: string }>(SQLITE_INSERT, [JSON.stringify(values)]);
  const idOf = new Map(made.map((r) => [drawKey(r), r.id]));
  // A draw given twice is inserted once: the first of them takes the id.
  return rows.map((d) => {
    const key = drawKey(d);
    const id = idOf.get(key) ?? null;
    idOf.delete(key);
    return id;
  });
}

// Many windows at once as one JSON array, joined with draw_results, so a read of hundreds of
// numbers is one statement that seeks an index once per window. `i` is the window's index in the
// array, from 0.
const SQLITE_WINDOWS = {
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

const POSTGRES_WINDOWS: typeof SQLITE_WINDOWS = {
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

/** A draw found in a window by its box: `i` the window's index among those asked. */
export interface WindowDraw {
  i: number;
  state: string;
  drawDate: string;
  drawTime: string;
  number: string;
  drawnAt: number;
}

/**
 * The stored draws in many windows of (after, until] at once, each question one statement whatever
 * the number of windows; every answer row names its window by its index `i` among those asked.
 */
export function windowDraws(db: Db) {
  const q = db.engine === 'postgres' ? POSTGRES_WINDOWS : SQLITE_WINDOWS;
  return {
    /** Draws of the window's game whose box key matches, in (after, until]; windows are [game, box key, after, until]. */
    sameBox: (windows: [string, string, number, number][]) => db.rows<WindowDraw>(q.sameBox, [JSON.stringify(windows)]),
    /** How many draws of the window's game fall in (after, until], per state; windows are [game, after, until]. */
    drawsByState: (windows: [string, number, number][]) => db.rows<{ i: number; state: string; n: number }>(q.drawsByState, [JSON.stringify(windows)]),
    /** Every draw of the window's game in (after, until]; windows are [game, after, until]. */
    drawsIn: (windows: [string, number, number][]) => db.rows<{ i: number; state: string; number: string }>(q.drawsIn, [JSON.stringify(windows)]),
    /** The indexes of the windows in which at least one draw of their game falls. */
    windowsWithDraws: async (windows: [string, number, number][]) => (await db.rows<{ i: number }>(q.windowsWithDraws, [JSON.stringify(windows)])).map((r) => r.i),
  };
}
