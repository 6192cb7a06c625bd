// A push delivery thread that ends with sends in flight (push.sender.ts) hands them back to be tried
// again: the push job retries them (docs/architecture.md, "Jobs": pushes are at least once), so the
// push goes out on the next try and none is lost. The push service stand-in holds the push open
// while the test ends the thread under it.
import type { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { startDeliveryThread } from '../../platform/push/push.sender';
import { createPushTestContext } from '../../test/push-context';
import { queuePush } from './push.job';

const threads: Worker[] = [];
const { ctx, standIn, subscribed } = await createPushTestContext(
  {},
  {
    services: {
      push: {
        workers: 1,
        startThread: (config) => {
          const thread = startDeliveryThread(config);
          threads.push(thread);
          return thread;
        },
      },
    },
  },
);

const message = { title: 'Results are in', body: 'A push sent while its thread ended.', url: '/results', tag: 'thread-end' };

it('a thread that ends while its push is out hands the push back, and the next try delivers it', async () => {
  const user = await subscribed('subscriber');
  standIn.hold();
  await ctx.deps.db.write((tx) => queuePush(ctx.services.queue, tx, { message, to: { userId: user.row.id }, label: 'thread end' }));
  const firstTry = ctx.settle();
  // The push reached the push service and waits for its answer: the thread ends under it.
  await standIn.whenHeld(1);
  expect(threads).toHaveLength(1);
  await threads[0].terminate();
  await firstTry;
  // The held push's connection closed with the thread: the push service never took it.
  await standIn.whenHeld(0);
  standIn.release();
  expect(standIn.received).toEqual([]);
  expect(await ctx.rows('select state, attempts from jobs where kind = ?', ['push'])).toEqual([{ state: 'queued', attempts: 1 }]);

  // The retry's wait passes: a new thread sends it, and the push service takes it once.
  ctx.clock.advance(60_000);
  await ctx.settle();
  expect(threads).toHaveLength(2);
  expect(standIn.received.map((r) => [r.endpoint, r.payload])).toEqual([[user.endpoint, message]]);
  expect(standIn.errors).toEqual([]);
  expect(await ctx.rows('select state, attempts from jobs where kind = ?', ['push'])).toEqual([{ state: 'done', attempts: 2 }]);
});
