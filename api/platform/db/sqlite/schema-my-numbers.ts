// Members' own numbers, lists and their news (the my-numbers feature's). Only that feature imports
// this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

/**
 * "My numbers" (docs/product.md, "My numbers"): each person's list (at most 20 rows, in their
 * order), one row per person who has saved one (its e-mail switch; every save of the list upserts
 * it first, so two saves of one person take turns), and the notices of recent draws that went out
 * as a push and an e-mail, each once. Notices themselves are not rows: they are the stored results
 * that match a saved number (joined by game and box key), see api/features/my-numbers.
 */
export const myNumbers = sqliteTable(
  'my_numbers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    number: text('number').notNull(),
    play: text('play', { enum: ['straight', 'box', 'both'] }).notNull(),
    game: text('game').notNull(),
    boxKey: text('box_key').notNull(),
    // When the number joined the list: results stored since then make its notices.
    addedAt: integer('added_at').notNull(),
  },
  (t) => [uniqueIndex('my_numbers_user_number_unique').on(t.userId, t.number), index('my_numbers_box_idx').on(t.game, t.boxKey)],
);

export const numberLists = sqliteTable('number_lists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // E-mail me when one comes up: off unless turned on.
  mails: integer('mails', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

export const numberNews = sqliteTable(
  'number_news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    // Rows of draws past the news window are dropped: such a draw is never news again.
    drawnAt: integer('drawn_at').notNull(),
    // Its e-mail is owed, in the digest of its draw time (my-numbers.digest.ts).
    mailOwed: integer('mail_owed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('number_news_unique').on(t.userId, t.number, t.state, t.game, t.drawDate, t.drawTime), index('number_news_drawn_idx').on(t.drawnAt)],
);
