// Stopping whatever became of the output (docs/runtime.md, "Stopping"): a server started as
// `node --import tsx api/index.ts 2>&1 | head -c 200` keeps serving after `head` has exited, and
// SIGTERM still ends it with 0 within its 10 s, idle or in the middle of requests; so does a
// reader that is there but has stopped reading. Lines that cannot be written are given up; they
// never hold up the stop or end the process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAIN_MS } from '../server';
import { startServer, type ServerProcess } from '../test/server-process';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A server whose every line (request lines too) goes to the pipes this process holds. */
async function loggingServer(name: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lp-output-${name}-`));
  dirs.push(dataDir);
  return startServer({ DATA_DIR: dataDir, REQUEST_LOG: 'on', ADMIN_EMAIL: 'out@example.com', ADMIN_PASSWORD: 'out-password-1' });
}

/** What `head -c 200` does: reads 200 bytes, then exits, closing its end of the pipe. */
async function headExits(server: ServerProcess) {
  for (const end = Date.now() + 60_000; server.output().length < 200 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  expect(server.output().length).toBeGreaterThanOrEqual(200);
  server.child.stdout!.destroy();
  server.child.stderr!.destroy();
}

/** The answer's status, its body read (as a browser does; an unread body keeps the connection busy). */
const statusOf = async (answer: Promise<Response>) => {
  const r = await answer;
  await r.arrayBuffer();
  return r.status;
};
const health = (server: ServerProcess) => statusOf(fetch(`${server.url}/api/health`));
const login = (server: ServerProcess) =>
  statusOf(
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'out@example.com', password: 'out-password-1' }),
    }),
  );

/**
 * SIGTERM: the process must end with 0 within the stop's 10 s. What these stops wait for takes
 * milliseconds (nothing, or the answers in flight); a stop the output holds up ends by its own 10 s
 * timer or never, however fast the machine, so the bound tells the two apart on any machine.
 */
async function expectStopsInTime(server: ServerProcess) {
  const signalled = Date.now();
  const code = await Promise.race([server.stop('SIGTERM'), new Promise<string>((r) => setTimeout(() => r('still running'), DRAIN_MS + 5_000))]);
  const ms = Date.now() - signalled;
  if (code === 'still running') await server.crash();
  expect(code).toBe(0);
  expect(ms).toBeLessThan(DRAIN_MS);
}

describe('SIGTERM when the output has no reader', () => {
  it('idle: after head exits it serves on, and SIGTERM ends it with 0 at once', async () => {
    const server = await loggingServer('idle');
    await headExits(server);
    // Lines written after the reader went: the request lines wait in the buffer until the stop.
    for (let i = 0; i < 5; i++) expect(await health(server)).toBe(200);
    await expectStopsInTime(server);
  });

  it('idle for longer, the buffer written out once and failed: the same', async () => {
    const server = await loggingServer('later');
    await headExits(server);
    expect(await health(server)).toBe(200);
    // The buffer's periodic write-out meets the closed pipe first.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await health(server)).toBe(200);
    await expectStopsInTime(server);
  });

  it('in the middle of requests: each open request is answered, and it ends with 0 within 10 s', async () => {
    const server = await loggingServer('busy');
    await headExits(server);
    // Sign-ins hash a password each: they are still being answered when the signal comes.
    const open = Array.from({ length: 12 }, () => login(server).catch(() => 'refused'));
    const reads = Array.from({ length: 200 }, () => health(server).catch(() => 'refused'));
    // Once the first is answered, the server is taking them: the rest are in flight at the signal.
    await Promise.race(reads);
    await expectStopsInTime(server);
    // Every request the server took was answered; one that came after the signal was refused. A
    // sign-in past the places one address holds in the hashing queue is answered 429 at once
    // (docs/security.md, "The hashing queue"), as happens when the hashing is slow.
    for (const status of await Promise.all(open)) expect([200, 429, 'refused']).toContain(status);
    for (const status of await Promise.all(reads)) expect([200, 'refused']).toContain(status);
  });
});

describe('SIGTERM when the reader has stopped reading', () => {
  it('a full pipe holds up neither the requests nor the stop', async () => {
    const server = await loggingServer('full');
    // Reads nothing more: the pipe fills with request lines (64 KB and the little this side keeps).
    server.child.stdout!.pause();
    server.child.stderr!.pause();
    for (let round = 0; round < 20; round++) {
      const statuses = await Promise.all(Array.from({ length: 100 }, () => health(server)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    await expectStopsInTime(server);
  });
});
