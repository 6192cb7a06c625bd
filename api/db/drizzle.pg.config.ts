import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations, from the same data model (schema.pg.ts derives its tables from schema.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.pg.ts',
  out: './drizzle-pg',
});
