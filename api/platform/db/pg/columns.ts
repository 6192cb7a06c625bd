// The PostgreSQL column kinds the schema uses, named once.
import { bigint } from 'drizzle-orm/pg-core';

/** An instant (ms), a count or a sum: bigint, read as a JavaScript number (all stay below 2^53). */
export const num = (name: string) => bigint(name, { mode: 'number' });
/** A table's own id: a bigint identity. */
export const id = () => num('id').primaryKey().generatedByDefaultAsIdentity();
