// Which hits were announced (the hits feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Each hit (a number, a draw) is pushed once, even when a result is corrected or entered again. */
export const hitNotifications = sqliteTable(
  'hit_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [uniqueIndex('hit_notifications_unique').on(t.number, t.state, t.game, t.drawDate, t.drawTime)],
);
