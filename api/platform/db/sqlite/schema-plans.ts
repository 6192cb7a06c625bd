// The plans on sale (docs/product.md, "Plans"): the plans feature's own table. pg/schema-plans.ts
// is its twin.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The plans on sale (docs/product.md, "Plans"): the five of the spec are the first rows; the
 * operator adds, edits, reorders and retires them in the console. A plan is never deleted, since
 * payments, receipts and memberships name it: `active` false takes it off sale.
 */
export const plans = sqliteTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  durationDays: integer('duration_days').notNull(),
  description: text('description').notNull(),
  // Also sold as a membership that renews until cancelled.
  renewable: integer('renewable', { mode: 'boolean' }).notNull().default(false),
  mostPopular: integer('most_popular', { mode: 'boolean' }).notNull().default(false),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  // The order of /plans and the payment page, smallest first.
  position: integer('position').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
