// Contact messages (the contact feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  // When an admin marked it handled; null while it waits in the inbox.
  handledAt: integer('handled_at'),
  createdAt: integer('created_at').notNull(),
});
