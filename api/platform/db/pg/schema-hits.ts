// Which hits were announced (the hits feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';

export const hitNotifications = pgTable(
  'hit_notifications',
  {
    id: id(),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    sentAt: num('sent_at').notNull(),
  },
  (t) => [uniqueIndex('hit_notifications_unique').on(t.number, t.state, t.game, t.drawDate, t.drawTime)],
);
