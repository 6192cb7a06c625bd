// `node --import tsx api/test/sqlite-install.ts DATA_DIR`: a SQLite install as a server leaves it
// (the first admin, generated secrets, a published batch, a draw result, a second user), made in a
// process of its own: the PostgreSQL tools' tests (api/cli/postgres-tools.pg.test.ts) run with
// `#db/*` on PostgreSQL and read this file through the SQLite dialect by path.
import { loadConfig } from '../platform/config';
import { useDialect } from '../platform/db/dialect';

const [dataDir, at] = process.argv.slice(2);
const now = Number(at);
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password' });
useDialect(config.databaseUrl);
const { bootstrap } = await import('../bootstrap');
const { silentLogger } = await import('../platform/log');
const { createUser } = await import('../features/users/users.service');
const { drawResults, predictionBatches, predictionPairs } = await import('#db/schema');
const deps = await bootstrap(config, { log: silentLogger });
await createUser(deps, { username: 'reader', email: 'reader@example.com', password: 'reader-password', role: 'subscriber', subscriptionExpiresAt: now + 86_400_000 }, now);
await deps.db.write(async (tx) => {
  const [b] = await tx
    .insert(predictionBatches)
    .values({ date: '2026-06-15', timeOfDay: 'Evening', sharedContent: 'copied', validThrough: '2026-06-28', createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(predictionPairs).values({ batchId: b.id, kind: 'prediction', number1: '123', number2: '4567', priority: 0, recordedAt: now });
  await tx.insert(drawResults).values({
    state: 'NY',
    game: 'pick3',
    drawDate: '2026-06-14',
    drawTime: 'Evening',
    number: '321',
    boxKey: '123',
    drawnAt: now - 86_400_000,
    source: 'form',
    createdAt: now,
    updatedAt: now,
  });
  await tx.changed('predictions', 'results');
});
await deps.db.close();
