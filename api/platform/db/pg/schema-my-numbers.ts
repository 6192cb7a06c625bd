// Members' own numbers, lists and their news (the my-numbers feature's). Only that feature imports
// this module (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the
// migrations.
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

export const myNumbers = pgTable(
  'my_numbers',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: num('position').notNull(),
    number: text('number').notNull(),
    play: text('play', { enum: ['straight', 'box', 'both'] }).notNull(),
    game: text('game').notNull(),
    boxKey: text('box_key').notNull(),
    addedAt: num('added_at').notNull(),
  },
  (t) => [uniqueIndex('my_numbers_user_number_unique').on(t.userId, t.number), index('my_numbers_box_idx').on(t.game, t.boxKey)],
);

export const numberLists = pgTable('number_lists', {
  userId: num('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mails: boolean('mails').notNull().default(false),
  updatedAt: num('updated_at').notNull(),
});

export const numberNews = pgTable(
  'number_news',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    drawnAt: num('drawn_at').notNull(),
    // Its e-mail is owed, in the digest of its draw time (my-numbers.digest.ts).
    mailOwed: boolean('mail_owed').notNull().default(false),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('number_news_unique').on(t.userId, t.number, t.state, t.game, t.drawDate, t.drawTime), index('number_news_drawn_idx').on(t.drawnAt)],
);
