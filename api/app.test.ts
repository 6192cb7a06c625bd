// Server hygiene: headers on every answer, JSON errors, limits, no stack traces, and a request
// log no request can forge (the web app's files: lib/static-site.test.ts).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './platform/log';
import { createTestContext } from './test/harness';

const ctx = await createTestContext();

function expectSecurityHeaders(h: Headers) {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options')).toBe('DENY');
}

describe('API answers', () => {
  it('health answers ok', async () => {
    const r = await ctx.call('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'ok' });
  });

  it('carry the security headers, also on errors, and no HSTS outside production', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/predictions'],
      ['GET', '/api/nope'],
      ['POST', '/api/auth/login'],
    ]) {
      const r = await ctx.call(method, url, { body: method === 'POST' ? '{' : undefined });
      expectSecurityHeaders(r.headers);
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('turn on HSTS in production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789', STRIPE_SECRET_KEY: 'sk_test_x' });
    const r = await prod.call('GET', '/api/health');
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('echo no foreign origin (no CORS)', async () => {
    const r = await ctx.call('GET', '/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await ctx.call('OPTIONS', '/api/auth/login', { headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('unknown API paths are JSON 404s', async () => {
    const r = await ctx.call('GET', '/api/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.json.message).toMatch(/No such API path/);
    expect((await ctx.call('PATCH', '/api/predictions')).status).toBe(404);
  });

  it('a body over 100 KB is refused with 413 before anything reads it', async () => {
    const r = await ctx.call('POST', '/api/contact', { body: JSON.stringify({ name: 'a', email: 'a@example.com', message: 'x'.repeat(101 * 1024) }) });
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('The request body is too large (the limit is 100 KB).');
  });

  it('an internal failure answers 500 with a sentence and no stack trace', async () => {
    const broken = await createTestContext();
    const u = await broken.makeUser('subscriber');
    await broken.exec('drop table prediction_pairs');
    await broken.exec("insert into prediction_batches (date, time_of_day, created_at, updated_at) values ('2026-06-15', 'Evening', 1, 1)");
    const r = await broken.call('GET', '/api/predictions', { token: u.token });
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(r.text).not.toMatch(/at |sqlite|\.ts/i);
  });

  /** The app with the request log on, writing through the real logger into `lines` (as on a terminal: `human`). */
  function loggingApp(human = false) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const log = createLogger(sink, { human });
    const app = createApp({ ...ctx.services, deps: { ...ctx.deps, config: { ...ctx.deps.config, requestLog: true }, log } });
    return { app, lines };
  }

  it('logs one JSON line per request when the request log is on', async () => {
    const { app, lines } = loggingApp();
    await app.request('/api/health');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/health',
      status: 200,
      ms: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('on a terminal, writes one line a person reads per event, an error with its stack indented below', async () => {
    const { app, lines } = loggingApp(true);
    await app.request('/api/health');
    await app.request('/api/a%0a12:00:00%20[1]%20forged');
    expect(lines[0]).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d \\[${process.pid}\\] GET /api/health 200 [\\d.]+ ms$`));
    expect(lines[1]).toMatch(/\] GET \/api\/a\\u000a12:00:00 \[1\] forged 404 [\d.]+ ms$/);
    expect(lines).toHaveLength(2);
    const sink = new Writable({ write: (chunk, _e, done) => done(void lines.push(String(chunk))) });
    createLogger(sink, { human: true }).error('job failed', new Error('boom\nmore'));
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d \[\d+\] ERROR job failed\n {4}Error: boom\n {4}more\n {8}at /);
  });

  it('shows control characters of a path escaped in the log, so a request cannot forge a line', async () => {
    const { app, lines } = loggingApp();
    const forged = '%20200%200.1ms%0aPOST%20/api/predictions';
    const paths = [
      `/api/a${forged}`,
      `/api/b%0d${forged}`,
      `/c${forged}`,
      '/api/d%1b[2J',
      '/api/e%00f%7fg',
      '/api/h%c2%85i%c2%9bj',
      '/api/k%e2%80%a8l%e2%80%a9m',
      '/api/n%5cu000a',
    ];
    await Promise.all(paths.map((p) => app.request(p)));
    expect(lines).toHaveLength(paths.length);
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    const logged = lines.map((l) => JSON.parse(l).path as string);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/api/a 200 0.1ms\\u000aPOST /api/predictions',
        '/api/h\\u0085i\\u009bj',
        '/api/k\\u2028l\\u2029m',
        // A backslash the client sent is doubled, so it never reads as one of our escapes.
        '/api/n\\\\u000a',
      ]),
    );
  });
});
