// The few reads whose SQL differs between SQLite and PostgreSQL, behind one interface
// (docs/architecture.md, "The database"). Both scoring questions take many windows at once as
// one JSON array and join it with draw_results, so a read of hundreds of numbers is one
// statement that seeks an index once per window.

/** A window asked about: [game, box key, after, until] for hits; [game, after, until] for checks. */
export interface DialectQueries {
  /** Draws of the window's game whose box key matches, in (after, until]: w.i is the window's index. */
  sameBox(windows: [string, string, number, number][]): Promise<{ i: number; state: string; drawDate: string; drawTime: string; number: string; drawnAt: number }[]>;
  /** How many draws of the window's game fall in (after, until], per state. */
  drawsByState(windows: [string, number, number][]): Promise<{ i: number; state: string; n: number }[]>;
}
