// Storing many draws at once (results.import.ts), in each dialect's SQL: a file of years is
// 125,000 rows, and through the query builder's per-row mapping the import took three times as
// long as the database's own work. The draws go in as one parameter (SQLite: a JSON array read by
// json_each; PostgreSQL: column arrays unnested into rows); a draw stored already is left out, and
// RETURNING names only the rows inserted, in no promised order: they are matched back by the draw.
import type { Tx } from '#db/client';
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
