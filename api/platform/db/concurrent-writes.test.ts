// The rules that read, then write, hold when writes run at once (docs/architecture.md, "Many
// writers at once"): SQLite runs each write alone; PostgreSQL runs them side by side at read
// committed, and each rule locks the rows it decides on or is one conditional statement.
// In-process requests at once reach the database together here (on PostgreSQL over several
// connections), which two servers' requests rarely do. The other families are raced beside their
// features: attempt units (auth/abuse-limits, lib/rate-limit), a payment fulfilled once
// (payments, receipt-mail-stripe, memberships-stripe), the spending limit (pay-time), the checkout
// cap, the trial once (account/erase), the push cap, a hit pushed once, a result stored once.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJobWorker } from '../jobs/jobs.worker';
import { createScheduler } from '../jobs/jobs.schedule';
import { createTestContext } from '../../test/harness';
import { DAY, HOUR, MINUTE } from '../clock';
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

  it('use a reset link once: five resets with it at once, one sets the password', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await makeUser('customer');
      const token = `race-link-${round}`;
      const now = ctx.clock.now();
      await ctx.exec('insert into password_resets (token_hash, user_id, expires_at, created_at) values (?, ?, ?, ?)', [
        createHash('sha256').update(token).digest('hex'),
        u.row.id,
        now + HOUR,
        now,
      ]);
      const tries = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => ctx.services.auth.resetPassword(token, `new password ${i} of round ${round}`, `198.51.100.${round * 10 + i}`)),
      );
      expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
      expect(tries.filter((t) => t.status === 'rejected').map((t) => (t as PromiseRejectedResult).reason.status)).toEqual([400, 400, 400, 400]);
      const [row] = await ctx.rows<{ v: number }>('select token_version as v from users where id = ?', [u.row.id]);
      expect(Number(row.v)).toBe(u.row.tokenVersion + 1);
    }
  });

  it('run each round of a schedule once: two schedulers (as two processes) ticking at once, twenty rounds', async () => {
    const schedule = { name: 'race-round', everyMs: MINUTE, job: { kind: 'race-round-job' } };
    const schedulers = [0, 1].map(() => createScheduler(ctx.deps, ctx.services.queue, [schedule]));
    for (let round = 0; round < 20; round++) {
      await Promise.all(schedulers.flatMap((s) => [s.tick(), s.tick()]));
      ctx.clock.advance(MINUTE);
    }
    const [row] = await ctx.rows<{ n: number }>("select count(*) as n from jobs where kind = 'race-round-job'");
    expect(Number(row.n)).toBe(20);
  });

  it('keep a break only getting longer: a week and a month asked at once end with the month', async () => {
    for (let round = 0; round < 5; round++) {
      const u = await makeUser('customer');
      const answers = await Promise.all([30, 7, 30, 7].map((days) => call('POST', '/api/account/self-exclusion', { token: u.token, body: { days } })));
      // A week asked after the month is refused; before it, the month extends it.
      expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2);
      expect(answers.every((r) => r.status === 200 || r.status === 400)).toBe(true);
      const [row] = await ctx.rows<{ until: number }>('select self_excluded_until as "until" from users where id = ?', [u.row.id]);
      expect(Number(row.until)).toBe(ctx.clock.now() + 30 * DAY);
    }
  });

  it("apply the newest of a subscription's events, whatever order twenty arrive in at once", async () => {
    const u = await makeUser('customer');
    const now = ctx.clock.now();
    const event = (i: number) => ({
      subscriptionId: 'sub_race',
      customerId: 'cus_race',
      userId: String(u.row.id),
      plan: 'monthly',
      status: i % 2 === 0 ? 'active' : 'past_due',
      currentPeriodEnd: now + (10 + i) * DAY,
      cancelAtPeriodEnd: i % 3 === 0,
      canceledAt: null,
      endedAt: null,
      at: now + i * 1000,
    });
    const order = Array.from({ length: 20 }, (_, i) => (i * 7) % 20);
    await Promise.all(order.map((i) => ctx.services.memberships.applyState(event(i))));
    const rows = await ctx.rows<{ status: string; state_at: number; current_period_end: number; cancel_at_period_end: unknown }>(
      "select status, state_at, current_period_end, cancel_at_period_end from memberships where subscription_id = 'sub_race'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe(event(19).status);
    expect(Number(rows[0].state_at)).toBe(event(19).at);
    expect(Number(rows[0].current_period_end)).toBe(event(19).currentPeriodEnd);
    expect(Boolean(rows[0].cancel_at_period_end)).toBe(event(19).cancelAtPeriodEnd);
  });

  it('queue a failed job again once: ten retries at once, one 200', async () => {
    const admin = await makeUser('admin');
    const id = await ctx.exec(
      "insert into jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, finished_at, last_error) values ('race-retry', '{}', 'failed', 3, 3, ?, ?, ?, 'down')",
      [ctx.clock.now(), ctx.clock.now(), ctx.clock.now()],
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/admin/jobs/${id}/retry`, { token: admin.token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  });
});
