// The server's database, opened through the product's own data layer (api/db/client.ts), never by
// a raw driver on its file: for the states the API cannot make (a set recorded on a chosen day, a
// number changed behind the product's back). The same code reaches SQLite or PostgreSQL.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../api/db/client';
import { predictionPairs } from '../api/db/schema';

export async function withProductDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(process.env.E2E_DATABASE_URL || path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Moves the moment a set's pairs were recorded (its scoring window's start), as if published then. */
export function setRecordedAt(setId: string, recordedAt: number): Promise<void> {
  return withProductDb((db) => db.write(async (tx) => void (await tx.update(predictionPairs).set({ recordedAt }).where(eq(predictionPairs.batchId, Number(setId))))));
}
