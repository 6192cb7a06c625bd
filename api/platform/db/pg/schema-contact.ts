// Contact messages (the contact feature's). Only that feature imports this module
// (docs/architecture.md, "Each table one owner"); schema.ts gathers the modules for the migrations.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, num } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  handledAt: num('handled_at'),
  createdAt: num('created_at').notNull(),
});
