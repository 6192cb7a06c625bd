// Answers given before the body was read close the connection (docs/security.md,
// "Requests and logs"), and a client that keeps its sockets alive sends its next request without a
// network error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const customer = await ctx.makeUser('customer');
const server = createAdaptorServer({ fetch: ctx.app.fetch }) as http.Server;
let base = '';
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        resolve();
      }),
    ),
);
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** The local port: the same port means the same socket. */
  port: number;
}

/** One request through `agent`; a network error rejects. */
function send(agent: http.Agent, method: string, path: string, opts: { body?: string; token?: string; chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined && !opts.chunked) headers['Content-Length'] = Buffer.byteLength(opts.body);
    const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, port: req.socket!.localPort! }));
    });
    req.on('error', reject);
    if (opts.body !== undefined && opts.chunked) {
      // Sent in pieces, with no length up front: the limit is found while reading.
      for (let i = 0; i < opts.body.length; i += 16 * 1024) req.write(opts.body.slice(i, i + 16 * 1024));
      req.end();
    } else req.end(opts.body);
  });
}

const big = JSON.stringify({ name: 'a', email: 'a@example.com', message: 'x'.repeat(200 * 1024) });
// Within the body limit, but more than the socket buffers unasked: while the guard looks the
// token up in the database (a round trip on PostgreSQL), a short body would arrive whole.
const guarded = JSON.stringify({ sharedContent: 'x'.repeat(80 * 1024), predictions: [{ number1: '001', number2: '002' }] });

describe('an answer before the body was read', () => {
  it.each([
    ['a 413 for a 200 KB body with its length', () => ({ method: 'POST', path: '/api/contact', body: big }), 413],
    ['a 413 for a 200 KB body sent in chunks', () => ({ method: 'POST', path: '/api/contact', body: big, chunked: true }), 413],
    ['a 401 from the guard of a route with a body', () => ({ method: 'POST', path: '/api/predictions', body: guarded }), 401],
    ['a 403 from the guard of a route with a body', () => ({ method: 'POST', path: '/api/predictions', body: guarded, token: customer.token }), 403],
  ])('%s says Connection: close, and the next request on a kept-alive agent succeeds', async (_name, make, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await send(agent, 'GET', '/api/health');
      const { method, path, ...opts } = make();
      const refused = await send(agent, method, path, opts);
      expect(refused.status).toBe(status);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body).message).toBeTruthy();
      expect(refused.port).toBe(warm.port);
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.port).not.toBe(refused.port);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the connection when the body was read, even for an error', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const bad = await send(agent, 'POST', '/api/contact', { body: JSON.stringify({ name: 'a' }) });
      expect(bad.status).toBe(400);
      expect(bad.connection).toBe('keep-alive');
      const next = await send(agent, 'GET', '/api/health');
      expect([next.status, next.port]).toEqual([200, bad.port]);
    } finally {
      agent.destroy();
    }
  });
});
