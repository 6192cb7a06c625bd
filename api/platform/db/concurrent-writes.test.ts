// The rules that read, then write, hold when writes run at once (docs/architecture.md, "The
// database"): SQLite runs each write alone; PostgreSQL runs them side by side, serializable, and
// runs one of two that raced again. In-process requests at once reach the database together here
// (on PostgreSQL over several connections), which two servers' requests rarely do.
import { describe, expect, it } from 'vitest';
import { createJobWorker } from '../../features/jobs/jobs.worker';
import { createTestContext } from '../../test/harness';
import { DAY } from '../../lib/clock';
import { secrets } from '#db/schema';
import { USER_MESSAGES } from '@shared/users';

const ctx = await createTestContext();
const { call, makeUser } = ctx;

describe('writes at once', () => {
  it('keep one admin when the last two demote themselves at once, round after round', async () => {
    let keeper = await makeUser('admin');
    for (let round = 0; round < 10; round++) {
      const other = await makeUser('admin');
      await ctx.exec("update users set role = 'customer' where role = 'admin' and id not in (?, ?)", [keeper.row.id, other.row.id]);
      const answers = await Promise.all([keeper, other].map((u) => call('PUT', `/api/users/${u.id}`, { token: u.token, body: { role: 'customer' } })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.json.message).toBe(USER_MESSAGES.lastAdmin);
      expect(await ctx.rows("select id from users where role = 'admin'")).toHaveLength(1);
      keeper = answers[0].status === 409 ? keeper : other;
    }
  });

  it('extend a membership from the end the one before wrote: twenty extensions at once add twenty days', async () => {
    const admin = await makeUser('admin');
    const member = await makeUser('subscriber');
    const end = member.row.subscriptionExpiresAt!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/api/users/${member.id}/extend`, { token: admin.token, body: { days: 1 } })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [row] = await ctx.rows<{ end: number }>('select subscription_expires_at as "end" from users where id = ?', [member.row.id]);
    expect(row.end).toBe(end + 20 * DAY);
  });

  it('claim each job once: two workers (as two processes), eight claims at once each, run 300 jobs once each', async () => {
    const runs = new Map<number, number>();
    const handlers = { tally: async (_: unknown, job: { id: number }) => void runs.set(job.id, (runs.get(job.id) ?? 0) + 1) };
    const workers = [0, 1].map(() => createJobWorker(ctx.deps, ctx.services.queue, handlers, { concurrency: 8, pollMs: 5 }));
    await ctx.deps.db.write(async (tx) => {
      for (let i = 0; i < 300; i++) await ctx.services.queue.add(tx, { kind: 'tally', payload: {} });
    });
    workers.forEach((w) => w.start());
    await Promise.all(workers.map((w) => w.settled()));
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.size).toBe(300);
    expect([...runs.values()].filter((n) => n !== 1)).toEqual([]);
    expect(await ctx.rows("select id from jobs where kind = 'tally' and (state != 'done' or attempts != 1)")).toEqual([]);
  });

  it('refuse a write started inside another write, which would wait for itself, and leave nothing of it', async () => {
    const { db } = ctx.services.deps;
    const nested = db.write(async (tx) => {
      await tx.insert(secrets).values({ name: 'nested-outer', value: 'x', createdAt: 0 });
      await db.write(async () => undefined);
    });
    await expect(nested).rejects.toThrow('db.write() was called inside a write; pass the transaction down instead.');
    expect(await ctx.rows("select name from secrets where name = 'nested-outer'")).toEqual([]);
    // The writer is free again: the next write goes through.
    await db.write(async (tx) => void (await tx.insert(secrets).values({ name: 'after-nested', value: 'y', createdAt: 0 })));
    expect(await ctx.rows("select name from secrets where name = 'after-nested'")).toHaveLength(1);
  });
});
