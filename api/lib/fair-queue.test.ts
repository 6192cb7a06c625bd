import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';
import { ServerBusyError } from './http-errors';

/** A job that runs until the test lets it finish, and says when it started. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { done, open };
}

describe('FairQueue', () => {
  it('runs at most `slots` jobs at once and takes waiting sources in turn', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 100, maxWaitingPerSource: 100 });
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (source: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return q.run(source, async () => {
        order.push(name);
        await g.done;
      });
    };
    const all = [job('flood', 'f1'), job('flood', 'f2'), job('flood', 'f3'), job('flood', 'f4'), job('user', 'u1'), job('flood', 'f5')];
    expect(q.waiting).toBe(5);
    // Finish whatever runs, one at a time, and watch who comes next.
    for (const name of ['f1', 'f2', 'u1', 'f3', 'f4', 'f5']) {
      await new Promise((r) => setImmediate(r));
      expect(order.at(-1)).toBe(name);
      gates.get(name)!.open();
    }
    await Promise.all(all);
    // The user's job waited for one flood job, not for the four queued before it.
    expect(order).toEqual(['f1', 'f2', 'u1', 'f3', 'f4', 'f5']);
    expect(q.waiting).toBe(0);
  });

  it('answers 503 with Retry-After when too much waits, in all or from one source', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 3, maxWaitingPerSource: 2 });
    const g = gate();
    const running = q.run('a', () => g.done);
    const waitingA = [q.run('a', async () => 'a1'), q.run('a', async () => 'a2')];
    // A third from the same source is refused; another source still gets in line.
    const refused = await q.run('a', async () => 'a3').catch((e) => e);
    expect(refused).toBeInstanceOf(ServerBusyError);
    expect(refused.status).toBe(503);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.message).toMatch(/busy.*try again in \d+ seconds?/);
    const fromB = q.run('b', async () => 'b1');
    // The queue as a whole is full now.
    await expect(q.run('c', async () => 'c1')).rejects.toBeInstanceOf(ServerBusyError);
    g.open();
    expect(await Promise.all([running, ...waitingA, fromB])).toEqual([undefined, 'a1', 'a2', 'b1']);
    // Once drained, work runs again at once.
    expect(await q.run('c', async () => 'c2')).toBe('c2');
  });

  it('passes the slot on when a job fails', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 10, maxWaitingPerSource: 10 });
    const failing = q.run('a', async () => {
      throw new Error('boom');
    });
    const next = q.run('b', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });
});
