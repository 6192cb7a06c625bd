import { describe, expect, it } from 'vitest';
import { FairQueue, TooManyAtOnceError } from './fair-queue';
import { ServerBusyError } from './http-errors';

/** A job that runs until the test lets it finish, and says when it started. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { done, open };
}

describe('FairQueue', () => {
  it('runs at most `slots` jobs at once and takes waiting sources in turn', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 100, maxPlacesPerSource: 100 });
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

  it('gives one source at most its places, running or waiting: beyond, 429', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 10, maxPlacesPerSource: 2 });
    const g = gate();
    const running = q.run('a', () => g.done);
    const waiting = q.run('a', async () => 'a1');
    const refused = await q.run('a', async () => 'a2').catch((e) => e);
    expect(refused).toBeInstanceOf(TooManyAtOnceError);
    expect(refused.status).toBe(429);
    // Another source still gets in line; once the first's jobs are done it may ask again.
    const fromB = q.run('b', async () => 'b1');
    g.open();
    expect(await Promise.all([running, waiting, fromB])).toEqual([undefined, 'a1', 'b1']);
    expect(await q.run('a', async () => 'a3')).toBe('a3');
  });

  it('answers 503 with Retry-After when a lane is full', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 2, maxPlacesPerSource: 5 });
    const g = gate();
    const running = q.run('a', () => g.done);
    const waiting = [q.run('b', async () => 'b1'), q.run('c', async () => 'c1')];
    const refused = await q.run('d', async () => 'd1').catch((e) => e);
    expect(refused).toBeInstanceOf(ServerBusyError);
    expect(refused.status).toBe(503);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.message).toMatch(/busy.*try again in \d+ seconds?/);
    // The priority lane has room of its own: a flood never fills it.
    const first = q.run('e', async () => 'e1', { priority: true });
    g.open();
    expect(await Promise.all([running, ...waiting, first])).toEqual([undefined, 'b1', 'c1', 'e1']);
    // Once drained, work runs again at once.
    expect(await q.run('d', async () => 'd2')).toBe('d2');
  });

  it('runs priority work before the others that wait, whatever came first', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 100, maxPlacesPerSource: 2 });
    const order: string[] = [];
    const g = gate();
    const all = [q.run('x', () => g.done)];
    for (const s of ['f1', 'f2', 'f3']) all.push(q.run(s, async () => void order.push(s)));
    all.push(q.run('user', async () => void order.push('user'), { priority: true }));
    g.open();
    await Promise.all(all);
    expect(order).toEqual(['user', 'f1', 'f2', 'f3']);
  });

  it('passes the slot on when a job fails', async () => {
    const q = new FairQueue({ slots: 1, maxWaiting: 10, maxPlacesPerSource: 10 });
    const failing = q.run('a', async () => {
      throw new Error('boom');
    });
    const next = q.run('b', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });
});
