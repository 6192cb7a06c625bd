// The plans on PostgreSQL: the same table as sqlite/schema-plans.ts, where it is described.
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { num } from './columns';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  amountCents: num('amount_cents').notNull(),
  durationDays: num('duration_days').notNull(),
  description: text('description').notNull(),
  renewable: boolean('renewable').notNull().default(false),
  mostPopular: boolean('most_popular').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: num('position').notNull(),
  createdAt: num('created_at').notNull(),
  updatedAt: num('updated_at').notNull(),
});
