import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations, from the PostgreSQL tables (pg/schema.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/platform/db/pg/schema.ts',
  out: './drizzle-pg',
});
