import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { secrets } from './schema';

/**
 * A secret that is generated on first start and kept in the database (contract §1: "generated
 * once, kept in DATA_DIR"). The insert is conditional, so two processes starting together
 * agree on one value.
 */
export function getOrCreateSecret(db: Db, name: string, generate: () => string, now: number): string {
  db.insert(secrets).values({ name, value: generate(), createdAt: now }).onConflictDoNothing().run();
  return db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name)).get()!.value;
}
