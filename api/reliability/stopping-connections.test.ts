// Stopping, as clients on kept-alive connections meet it (docs/runtime.md, "Stopping"), on SQLite
// and, with TEST_DATABASE_URL, on PostgreSQL: every request the server received is answered with
// `Connection: close`, so no client sends another on a connection about to close; a request sent
// on an idle connection just as the stop began is answered, not reset; idle connections are
// closed; an import longer than the 10 s is cut short between batches (503) or finished within
// them; and the process exits 0.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '@shared/calendar';
import { RESULT_MESSAGES } from '@shared/results';
import { openDatabase } from '../platform/db/open';
import { genericCsv, scheduledDraws } from '../test/results-files';
import { loginToken, startServer } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function server(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lp-stopconn-${name}-`));
  const database = await createTestDatabase(dataDir);
  const env = { DATA_DIR: dataDir, ...(database.url && { DATABASE_URL: database.url }), ADMIN_EMAIL: 'stop@example.com', ADMIN_PASSWORD: 'stop-password-1' };
  const s = await startServer(env);
  cleanups.push(async () => {
    await s.stop('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { s, env, database };
}

/** One raw HTTP/1.1 connection: what it received, and whether the server ended it or reset it. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let error: string | undefined;
  socket.on('data', (d) => (received += d));
  socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    connected,
    closed,
    received: () => received,
    error: () => error,
    /** The answers received so far: each one's status line and headers. */
    answers: () =>
      received
        .split(/(?=HTTP\/1\.1 \d{3})/)
        .filter(Boolean)
        .map((a) => a.split('\r\n\r\n')[0]),
  };
}

const get = (p: string) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
};

describe('SIGTERM, for clients on kept-alive connections', () => {
  it('answers what it received with Connection: close, answers a request sent just as it began, closes idle connections, and exits 0', async () => {
    const { s } = await server('conn');
    const body = JSON.stringify({ name: '', email: 'x@example.com', message: 'hello' });
    // Requests in flight: their headers and half their body are in when the stop begins.
    const inFlight = Array.from({ length: 10 }, () => connection(s.port));
    // Kept-alive connections with nothing in flight, one answer behind them.
    const idle = Array.from({ length: 10 }, () => connection(s.port));
    const lateSenders = Array.from({ length: 10 }, () => connection(s.port));
    await Promise.all([...inFlight, ...idle, ...lateSenders].map((c) => c.connected));
    for (const c of inFlight)
      c.socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    for (const c of [...idle, ...lateSenders]) c.socket.write(get('/api/health'));
    await until(() => [...idle, ...lateSenders].every((c) => c.answers().length === 1), 10_000);
    for (const c of [...idle, ...lateSenders]) expect(c.answers()[0]).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: keep-alive/i);

    const signalled = Date.now();
    const exited = s.stop('SIGTERM');
    // Time for the server to take the signal.
    await new Promise((r) => setTimeout(r, 200));
    // A request sent on an idle connection as the stop began: answered, not reset.
    for (const c of lateSenders) c.socket.write(get('/api/health'));
    for (const c of inFlight) c.socket.write(body.slice(10));
    await Promise.all([...inFlight, ...idle, ...lateSenders].map((c) => c.closed));
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);

    for (const c of inFlight) {
      expect(c.error()).toBeUndefined();
      expect(c.answers()).toHaveLength(1);
      expect(c.answers()[0]).toMatch(/^HTTP\/1\.1 4\d\d/);
      expect(c.answers()[0]).toMatch(/\r\nConnection: close/i);
    }
    for (const c of lateSenders) {
      expect(c.error()).toBeUndefined();
      expect(c.answers()).toHaveLength(2);
      expect(c.answers()[1]).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\nConnection: close/i);
    }
    // Closed by the server, with nothing more sent.
    for (const c of idle) {
      expect(c.error()).toBeUndefined();
      expect(c.answers()).toHaveLength(1);
    }
  }, 90_000);

  it('resets no request of clients that loop on kept-alive connections under load', async () => {
    const { s } = await server('loop');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const resets: string[] = [];
    let answered = 0;
    /** Requests one after another until the server refuses a new connection; the last answer's Connection header. */
    const client = async () => {
      let lastConnection: string | undefined;
      for (;;) {
        const outcome = await new Promise<{ connection?: string } | { code: string }>((resolve) => {
          const req = http.get(`${s.url}/api/results?limit=1000`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ connection: res.headers.connection }));
          });
          req.on('error', (e: NodeJS.ErrnoException) => resolve({ code: e.code ?? e.message }));
        });
        if (!('code' in outcome)) {
          answered++;
          lastConnection = outcome.connection;
        } else if (outcome.code === 'ECONNREFUSED') {
          // A new connection refused: the server no longer listens, as it should.
          return lastConnection;
        } else if (resets.push(outcome.code) > 100) return lastConnection;
      }
    };
    const clients = Array.from({ length: 20 }, client);
    await until(() => answered > 200, 30_000);
    const exited = s.stop('SIGTERM');
    const last = await Promise.all(clients);
    agent.destroy();
    expect(await exited).toBe(0);
    expect(resets).toEqual([]);
    // The requests the stop found in flight were answered with Connection: close. A client whose
    // answer came just before the stop (keep-alive, as it should) found its idle connection closed
    // and a new one refused: on a loaded machine some do, so only "some said close" is timing-free.
    expect(last).toContain('close');
    expect(last.every((c) => c === 'close' || c === 'keep-alive')).toBe(true);
  }, 90_000);
});

describe('SIGTERM during imports of years', () => {
  /** The draws stored so far: an import writes its batches one after another once it has checked its file. */
  async function storedDraws(target: string): Promise<{ drawDate: string }[]> {
    const db = await openDatabase(target);
    try {
      return await db.rows<{ drawDate: string }>('select draw_date as "drawDate" from draw_results');
    } finally {
      await db.close();
    }
  }

  it('cuts them short between batches or finishes them within the 10 s, and exits 0', async () => {
    const { s, env, database } = await server('import');
    const token = await loginToken(s.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const last = addDays(dayOf(Date.now(), 'America/New_York'), -1);
    // Three files of ten years each, of different years: together longer than the stop waits.
    const files = [0, 1, 2].map((k) => {
      const to = addDays(last, -k * 3653);
      const draws = scheduledDraws(addDays(to, -3652), to);
      return { text: genericCsv(draws), draws: draws.length, from: addDays(to, -3652), to };
    });
    const sent = files.map((f) =>
      fetch(`${s.url}/api/results/import`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' }, body: f.text }).then(async (r) => ({
        status: r.status,
        connection: r.headers.get('connection'),
        json: (await r.json()) as { imported?: number; message?: string },
      })),
    );
    // Once the files are read and the first is being written: reading a file is a few stretches of
    // the event loop, which hold up a signal as they hold up any request (docs/operations.md).
    for (const end = Date.now() + 120_000; (await storedDraws(database.target)).length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    const signalled = Date.now();
    const exited = s.stop('SIGTERM');
    const answers = await Promise.all(sent);
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_500);

    // One import writes at a time (the import lease): the others waited for it. Each file cut short
    // left whole batches of 500 draws, and an answered one all its draws.
    const stored = await storedDraws(database.target);
    answers.forEach((a, i) => {
      expect(a.connection).toBe('close');
      const mine = stored.filter((r) => r.drawDate >= files[i].from && r.drawDate <= files[i].to).length;
      if (a.status === 200) {
        expect(a.json.imported).toBe(files[i].draws);
        expect(mine).toBe(files[i].draws);
      } else {
        expect(a).toMatchObject({ status: 503, json: { message: RESULT_MESSAGES.importCut } });
        expect(mine % 500).toBe(0);
        expect(mine).toBeLessThan(files[i].draws);
      }
    });
  }, 240_000);
});
