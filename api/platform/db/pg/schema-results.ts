// Official draw results and the feeds that bring them (the results feature's). Only that feature
// imports this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules
// for the migrations.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const drawResults = pgTable(
  'draw_results',
  {
    id: id(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    number: text('number').notNull(),
    // The add-on digit (Fireball, Wild Ball) where the state's game draws one (docs/product.md, "Play types"); null otherwise or not given.
    extra: text('extra'),
    fileNumber: text('file_number'),
    boxKey: text('box_key').notNull(),
    drawnAt: num('drawn_at').notNull(),
    source: text('source', { enum: ['form', 'import', 'feed'] }).notNull(),
    enteredBy: num('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: num('created_at').notNull(),
    updatedAt: num('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_draw_unique').on(t.state, t.game, t.drawDate, t.drawTime),
    index('draw_results_drawn_idx').on(t.drawnAt),
    index('draw_results_state_drawn_idx').on(t.state, t.drawnAt),
    index('draw_results_game_drawn_idx').on(t.game, t.drawnAt),
    index('draw_results_box_idx').on(t.game, t.boxKey, t.drawnAt),
  ],
);

export const resultFeeds = pgTable('result_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: num('last_checked_at'),
  lastOkAt: num('last_ok_at'),
  lastImported: num('last_imported'),
  lastError: text('last_error'),
});

export const resultImportLease = pgTable('result_import_lease', {
  id: num('id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: num('expires_at').notNull(),
});
