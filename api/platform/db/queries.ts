// The few reads whose SQL differs between SQLite and PostgreSQL, behind one interface
// (docs/architecture.md, "The database"). Both scoring questions take many windows at once as
// one JSON array and join it with draw_results, so a read of hundreds of numbers is one
// statement that seeks an index once per window.

import type { Tx } from './client';
import type { drawResults } from './sqlite/schema';

export type NewDrawResult = Omit<typeof drawResults.$inferInsert, 'id'>;

/** A window asked about: [game, box key, after, until] for hits; [game, after, until] for checks. */
export interface DialectQueries {
  /** Draws of the window's game whose box key matches, in (after, until]: w.i is the window's index. */
  sameBox(windows: [string, string, number, number][]): Promise<{ i: number; state: string; drawDate: string; drawTime: string; number: string; drawnAt: number }[]>;
  /** How many draws of the window's game fall in (after, until], per state. */
  drawsByState(windows: [string, number, number][]): Promise<{ i: number; state: string; n: number }[]>;
  /** The indexes of the windows in which at least one draw of their game falls. */
  windowsWithDraws(windows: [string, number, number][]): Promise<number[]>;
  /**
   * Inserts draws in `tx`, leaving out any whose draw is stored already: each row's new id, or
   * null where it was left out. A file of years is 125,000 rows: through the query builder's
   * per-row mapping the import took three times as long as the database's own work.
   */
  insertDraws(tx: Tx, rows: readonly NewDrawResult[]): Promise<(number | null)[]>;
}
