// Promised work starts after the answers in flight (docs/runtime.md, "Promised work"), over a real
// Node server as in production, and in-process as in the API tests.
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answersInFlight } from './answers-in-flight';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app whose /promise route promises work (as a commit that added a job does), then answers after `answerAfterMs`. */
function appWith(answers: ReturnType<typeof answersInFlight>, events: string[]) {
  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .use(answers.middleware)
    .get('/promise', async (c) => {
      answers.after(() => events.push('work'));
      c.env?.outgoing?.once('finish', () => events.push('answer sent'));
      await pause(Number(c.req.query('answerAfterMs') ?? 0));
      events.push('answer made');
      return c.json({ ok: true });
    })
    .get('/slow', async (c) => {
      await pause(Number(c.req.query('ms')));
      return c.text('slow');
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
    const base = await listen(appWith(answers, events));
    const slow = fetch(`${base}/slow?ms=1500`);
    await vi.waitFor(() => expect(answers.open).toBe(1), { timeout: 10_000 });
    const started = performance.now();
    await fetch(`${base}/promise`);
    while (!events.includes('work')) await pause(5);
    const waited = performance.now() - started;
    // Started by the limit, long before the slow answer (1.5 s) was done, however busy the machine.
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1000);
    expect(answers.open).toBe(1);
    await (await slow).text();
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
