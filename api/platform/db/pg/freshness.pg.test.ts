// Cache freshness on PostgreSQL without a shared row (docs/architecture.md, "Caches"): another
// process's change reaches this one by NOTIFY, and a listener that may have missed one (closed,
// or silent) makes every kind count as changed at every look until it hears again: never a kept
// answer 100 ms after another process's commit (docs/security.md). Each test times the last
// look that still kept an answer, which a busy machine's late timers cannot push past the bound
// unless the product really keeps answers too long. PostgreSQL only (npm test's PostgreSQL pass).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createFreshness, LISTENER_NAME } from './freshness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-freshness-'));
const database = await createTestDatabase(dir);
const url = database.url!;
const writer = new pg.Client({ connectionString: url });
await writer.connect();
afterAll(async () => {
  await writer.end();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A commit of another process that changed `kind`. */
const commitChanging = (kind: string) => writer.query(`begin; select lotto_cache_changed('${kind}'); commit`);
/** Whether two looks in a row give the same generation: a kept answer would be served. */
// biome-ignore lint/suspicious/noSelfCompare: two looks in a row, each a call that may see a change.
const steady = (f: ReturnType<typeof createFreshness>) => f.generation('users') === f.generation('users');

/**
 * Until the listener hears (it listens again a second after a loss). A deadline only a listener
 * that never hears again reaches: on a busy machine its heartbeats may miss their 60 ms for a while.
 */
const hearing = (f: ReturnType<typeof createFreshness>) => vi.waitFor(() => expect(steady(f)).toBe(true), { timeout: 30_000, interval: 10 });

/**
 * Looks every few ms while `keeps()` says a kept answer would still be served, for at most a
 * second; the ms from `since` to the last look that kept one (1000 or more: it never stopped).
 * Each look's time is read before the look, so a pause of this process between the two (a busy
 * machine's) can only make the figure smaller, never push it past the bound.
 */
async function lastKeptAfter(since: number, keeps: () => boolean): Promise<number> {
  let last = since;
  for (;;) {
    const at = Date.now();
    if (!keeps()) return last - since;
    if (at - since >= 1000) return at - since;
    last = at;
    await sleep(2);
  }
}

/** A TCP relay to the server that can stop passing bytes without closing (a network gone silent). */
async function relay() {
  const target = new URL(url);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(inbound).add(outbound);
    inbound.on('data', (d) => silent || outbound.write(d));
    outbound.on('data', (d) => silent || inbound.write(d));
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const via = new URL(url);
  via.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: via.toString(),
    silence: () => (silent = true),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe('caches on PostgreSQL', () => {
  it("move with another process's commit of their kind, within 100 ms, and only that kind", async () => {
    const f = createFreshness(url);
    await f.start();
    try {
      // A look while the listener is not known to hear moves every kind, which a busy machine's
      // slow heartbeat may cause at any moment: "only that kind" is shown by one commit heard
      // with the listener hearing throughout, in at most five tries. Moving every kind at every
      // commit fails all five.
      let onlyThatKind = false;
      for (let tries = 0; tries < 5 && !onlyThatKind; tries++) {
        await hearing(f);
        const before = { predictions: f.generation('predictions'), results: f.generation('results') };
        await commitChanging('predictions');
        expect(await lastKeptAfter(Date.now(), () => f.generation('predictions') === before.predictions)).toBeLessThan(100);
        onlyThatKind = f.generation('results') === before.results;
      }
      expect(onlyThatKind).toBe(true);
    } finally {
      await f.close();
    }
  });

  it('count every kind as changed while the listening connection is gone, and settle once it listens again', async () => {
    const f = createFreshness(url);
    await f.start();
    try {
      await hearing(f);
      // Answered once the listener's server process has really gone (waits up to 5 s for it).
      const [ended] = (
        await writer.query('select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME])
      ).rows;
      expect(ended).toEqual({ ended: true });
      expect(await lastKeptAfter(Date.now(), () => steady(f))).toBeLessThan(100);
      expect(steady(f)).toBe(false);
      // It listens again (after a second) and then keeps answers again, and hears new commits.
      await hearing(f);
      const before = f.generation('results');
      await commitChanging('results');
      await sleep(100);
      expect(f.generation('results')).toBeGreaterThan(before);
    } finally {
      await f.close();
    }
  });

  it('count every kind as changed within 100 ms of the listener going silent', async () => {
    const via = await relay();
    const f = createFreshness(via.url);
    await f.start();
    try {
      await hearing(f);
      via.silence();
      expect(await lastKeptAfter(Date.now(), () => steady(f))).toBeLessThan(100);
      expect(steady(f)).toBe(false);
    } finally {
      via.close();
      await f.close();
    }
  });
});
