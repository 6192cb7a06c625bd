// Promised work starts after the answers in flight (docs/runtime.md, "Promised work"), over a real
// Node server as in production, and in-process as in the API tests.
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answersInFlight } from './answers-in-flight';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An app whose /promise route promises work (as a commit that added a job does), then answers after
 * `answerAfterMs`; /held answers only once `release` is called.
 */
function appWith(answers: ReturnType<typeof answersInFlight>, events: string[], held?: Promise<void>) {
  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .use(answers.middleware)
    .get('/promise', async (c) => {
      answers.after(() => events.push('work'));
      c.env?.outgoing?.once('finish', () => events.push('answer sent'));
      await pause(Number(c.req.query('answerAfterMs') ?? 0));
      events.push('answer made');
      return c.json({ ok: true });
    })
    .get('/held', async (c) => {
      await held;
      events.push('held answer made');
      return c.text('held');
    });
}

let server: ServerType | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function listen(app: Hono<any>): Promise<string> {
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

describe('answers in flight', () => {
  it('starts the work a request promised after its answer has been sent', async () => {
    const events: string[] = [];
    const answers = answersInFlight();
    const base = await listen(appWith(answers, events));
    const res = await fetch(`${base}/promise?answerAfterMs=30`);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(events).toContain('work'), { timeout: 10_000 });
    expect(events).toEqual(['answer made', 'answer sent', 'work']);
    expect(answers.open).toBe(0);
  });

  it('waits for the other answers in flight too, but no longer than its limit when they keep coming', async () => {
    const events: string[] = [];
    const answers = answersInFlight(50);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const base = await listen(appWith(answers, events, held));
    // An answer in flight until the test lets it go: however slow the machine, the work can only
    // start by the limit, never because the other answer was done.
    const other = fetch(`${base}/held`);
    await vi.waitFor(() => expect(answers.open).toBe(1), { timeout: 10_000 });
    const started = performance.now();
    await fetch(`${base}/promise`);
    await vi.waitFor(() => expect(events).toContain('work'), { timeout: 10_000 });
    // Not before its limit (a timer never fires early), and while the other answer was still open.
    // (When this answer's own bytes went out, before or after the limit, is the machine's.)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    const order = () => events.filter((e) => e !== 'answer sent');
    expect(order()).toEqual(['answer made', 'work']);
    expect(answers.open).toBe(1);
    release();
    expect(await (await other).text()).toBe('held');
    expect(order()).toEqual(['answer made', 'work', 'held answer made']);
  });

  it('starts work promised with no answer in flight on the next turn of the event loop', async () => {
    const answers = answersInFlight();
    const events: string[] = [];
    answers.after(() => events.push('work'));
    events.push('caller done');
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['caller done', 'work']);
  });

  it('counts an in-process request (no socket) until the app has answered, failures included', async () => {
    const events: string[] = [];
    const answers = answersInFlight();
    const app = appWith(answers, events).get('/fails', () => {
      throw new Error('broken');
    });
    app.onError((_err, c) => c.text('failed', 500));
    const res = await app.request('/promise?answerAfterMs=10');
    expect(res.status).toBe(200);
    // The caller has its answer before the work starts, on the next turn of the event loop.
    expect(events).toEqual(['answer made']);
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['answer made', 'work']);
    expect((await app.request('/fails')).status).toBe(500);
    expect(answers.open).toBe(0);
  });
});
