import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { secrets } from '#db/schema';

/**
 * A secret that is generated on first start and kept in the database (docs/security.md, "Secrets";
 * docs/runtime.md, "PostgreSQL": every process and machine shares it). The insert is conditional,
 * so processes starting together agree on one value.
 */
export async function getOrCreateSecret(db: Db, name: string, generate: () => string, now: number): Promise<string> {
  await db.write((tx) => tx.insert(secrets).values({ name, value: generate(), createdAt: now }).onConflictDoNothing());
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name)).limit(1);
  return row.value;
}
