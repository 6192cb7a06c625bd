import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './api/platform/db/sqlite/schema.ts',
  out: './drizzle',
});
