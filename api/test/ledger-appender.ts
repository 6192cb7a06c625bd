// Another process appending to the ledger of a test's database (api/features/ledger/
// ledger.concurrent.test.ts): `node --import tsx api/test/ledger-appender.ts TARGET COUNT FIRST_SET_ID`
// opens the database as a server process would and appends COUNT entries, each its own
// transaction, as fast as it can; it prints "ready" once open and waits for a line on stdin to start.
import { loadConfig } from '../platform/config';
import { systemClock } from '../platform/clock';
import { useDialect } from '../platform/db/dialect';

const [target, count, first] = process.argv.slice(2);
// The dialect first: the ledger's tables are its `#db/schema`.
useDialect(target);
const { openDatabase } = await import('../platform/db/open');
const { createLedgerService } = await import('../features/ledger');
const { storedSets } = await import('../features/predictions');
const db = await openDatabase(target);
const ledger = createLedgerService({ db, clock: systemClock, config: loadConfig({ DATA_DIR: '/nonexistent' }) }, (ids) => storedSets(db, ids));
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
await Promise.all(
  Array.from({ length: Number(count) }, (_, i) =>
    db.write((tx) =>
      ledger.append(tx, { setId: Number(first) + i, set: { alternatives: [], date: '2026-06-15', pairs: [['321', '8642']], timeOfDay: 'Evening', validThrough: '2026-06-15' } }),
    ),
  ),
);
await db.close();
process.stdout.write('done\n');
