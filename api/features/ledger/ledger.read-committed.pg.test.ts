// The public record's appends on PostgreSQL at READ COMMITTED with no retry at all (the data layer
// runs read committed but retries a conflict): the head row's lock alone must order them, from an
// empty ledger on, where the first appends also race to make the head row (docs/ledger.md,
// "Many writers"). PostgreSQL only: SQLite has one writer at a time.
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Tx } from '#db/client';
import type { LedgerEntryDto } from '@shared/ledger';
import { createTestContext } from '../../test/harness';
import { storedSets } from '../predictions';
import { createLedgerService } from './index';

const fresh = await createTestContext();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
type Entry = LedgerEntryDto;
const set = (n: number) => ({ alternatives: [], date: '2026-06-15', pairs: [[String(100 + n), '2468']] as [string, string][], timeOfDay: 'Evening', validThrough: '2026-06-15' });

describe('appends racing on PostgreSQL', () => {
  it('at READ COMMITTED with no retry, appends of two pools wait for the head and keep seq gapless, from an empty ledger on', async () => {
    const pools = [new pg.Pool({ connectionString: fresh.database.url, max: 5 }), new pg.Pool({ connectionString: fresh.database.url, max: 5 })];
    try {
      const ledger = createLedgerService(fresh.deps, (ids) => storedSets(fresh.deps.db, ids));
      const done = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          drizzle(pools[i % 2]).transaction(async (tx) => ledger.append(Object.assign(tx, { afterCommit() {} }) as unknown as Tx, { setId: 6000 + i, set: set(i) }), {
            isolationLevel: 'read committed',
          }),
        ),
      );
      expect(done.map((d) => d.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const entries = (await fresh.call('GET', '/api/ledger?limit=500')).json as Entry[];
      let prev = '0'.repeat(64);
      for (const e of entries) {
        expect(e.prev).toBe(prev);
        expect(e.hash).toBe(sha256(`${e.seq}|${e.committedAt}|${e.setId}|${e.commitment}|${e.prev}`));
        prev = e.hash;
      }
      expect(entries).toHaveLength(30);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
