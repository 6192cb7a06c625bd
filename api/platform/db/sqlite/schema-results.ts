// Official draw results and the feeds that bring them (the results feature's). Only that feature
// imports this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules
// for the migrations.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * Official draw results (docs/product.md, "Official results"): one row per draw of a state's pick3
 * or pick4 game. drawnAt is the draw's instant from the draw table; boxKey is the number's digits
 * in ascending order, so straight and box hits are found by index.
 */
export const drawResults = sqliteTable(
  'draw_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    number: text('number').notNull(),
    // The add-on digit (Fireball, Wild Ball) where the state's game draws one (docs/product.md, "Play types"); null otherwise or not given.
    extra: text('extra'),
    // What the state's own file (an import or a feed) says when it disagrees with a result entered by hand: kept beside it and flagged, never refused (docs/product.md, "Importing results files"); null when they agree.
    fileNumber: text('file_number'),
    boxKey: text('box_key').notNull(),
    drawnAt: integer('drawn_at').notNull(),
    source: text('source', { enum: ['form', 'import', 'feed'] }).notNull(),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_draw_unique').on(t.state, t.game, t.drawDate, t.drawTime),
    index('draw_results_drawn_idx').on(t.drawnAt),
    index('draw_results_state_drawn_idx').on(t.state, t.drawnAt),
    index('draw_results_game_drawn_idx').on(t.game, t.drawnAt),
    index('draw_results_box_idx').on(t.game, t.boxKey, t.drawnAt),
  ],
);

/** What the results feeds (RESULTS_FEEDS) last did, for the operator and for conditional fetches. */
export const resultFeeds = sqliteTable('result_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: integer('last_checked_at'),
  lastOkAt: integer('last_ok_at'),
  lastImported: integer('last_imported'),
  lastError: text('last_error'),
});

/**
 * The one import of results writing now, across every process (docs/operations.md, "How results
 * get in"): an import takes the row before it checks its file and renews it with each batch it
 * writes, so two imports never interleave their batches; a lease left by a process that died ends
 * at `expiresAt`.
 */
export const resultImportLease = sqliteTable('result_import_lease', {
  id: integer('id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at').notNull(),
});
