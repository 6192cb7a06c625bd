// "Abuse limits" (docs/security.md), against the real server over real sockets: one address floods
// register, reset-password and login with hundreds of junk requests at once, and a real sign-in
// from another address is answered within a bound meanwhile. The one timed test the limits need;
// the bound is generous because the machine is shared. At production's hashing cost, which the
// bounds are about. With TEST_DATABASE_URL the servers keep their data on PostgreSQL, where every
// attempt's limit is a write over the network (docs/security.md, "Abuse limits").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startServer } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const BOUND_MS = 3000;
const FLOOD_EACH = 100;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-flood-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A POST from the loopback address `from` (Linux answers on all of 127/8), on a socket of its own. */
function post(url: string, body: unknown, from: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress: from, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

describe('a junk flood from one address', () => {
  it(`does not keep a real sign-in from another address waiting (bound ${BOUND_MS} ms)`, async () => {
    const database = await createTestDatabase(dataDir);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      ADMIN_EMAIL: 'flood-admin@example.com',
      ADMIN_PASSWORD: 'flood-admin-password',
      PASSWORD_HASH_COST: 'standard',
    };
    const server = await startServer(env);
    try {
      const admin = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      const made = await fetch(`${server.url}/api/users/manual`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ username: 'real_user', email: 'real@example.com', password: 'real-password-1' }),
      });
      expect(made.status).toBe(201);
      const signIn = () => post(`${server.url}/api/auth/login`, { email: 'real@example.com', password: 'real-password-1' }, '127.0.0.1');
      const quiet = await signIn();
      expect(quiet.status).toBe(200);

      const attacker = '127.0.0.2';
      const flood = Promise.all(
        Array.from({ length: FLOOD_EACH }, (_, i) => [
          post(`${server.url}/api/auth/register`, { username: `junk_${i}`, email: `junk${i}@example.com`, password: 'junk-password', ageConfirmed: true }, attacker),
          post(`${server.url}/api/auth/reset-password/junk${i}`, { password: 'junk-password' }, attacker),
          post(`${server.url}/api/auth/login`, { email: i % 2 ? env.ADMIN_EMAIL : `nobody${i}@example.com`, password: `guess-${i}` }, attacker),
        ]).flat(),
      );
      // Sign in while the flood's hashes are queued and running.
      await new Promise((r) => setTimeout(r, 150));
      const during: { status: number; ms: number }[] = [];
      const health: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const [d] = await Promise.all([signIn(), fetch(`${server.url}/api/health`).then(() => health.push(performance.now() - t0))]);
        during.push(d);
      }
      console.log(`flood: health ${health.map((h) => h.toFixed(0)).join(' / ')} ms`);
      const flooded = await flood;

      console.log(`flood: sign-in ${quiet.ms.toFixed(0)} ms quiet, ${during.map((d) => d.ms.toFixed(0)).join(' / ')} ms during ${flooded.length} junk requests`);
      const junkMs = flooded.map((r) => r.ms).sort((a, b) => a - b);
      console.log(`flood: junk answered in ${junkMs[0].toFixed(0)} / ${junkMs[junkMs.length >> 1].toFixed(0)} / ${junkMs.at(-1)!.toFixed(0)} ms (min / median / max)`);
      console.log(`flood: junk answers ${JSON.stringify(flooded.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}))}`);
      // The sign-ins really overlapped the flood: it was still being answered after they started.
      expect(Math.max(...flooded.map((r) => r.ms))).toBeGreaterThan(150);
      for (const d of during) {
        expect(d.status).toBe(200);
        expect(d.ms).toBeLessThan(BOUND_MS);
      }
      expect(flooded.every((r) => [201, 400, 401, 429].includes(r.status))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
    }
  }, 60_000);
});

describe('wrong logins from sixty addresses at once (docs/security.md, "The hashing queue")', () => {
  it('real sign-ins from other addresses meanwhile: every one 200, within 2 s', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-flood-60-'));
    // Behind a proxy: each request names its address in X-Forwarded-For.
    const database = await createTestDatabase(dir);
    const env = {
      DATA_DIR: dir,
      DATABASE_URL: database.url ?? '',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'flood-admin@example.com',
      ADMIN_PASSWORD: 'flood-admin-password',
      PASSWORD_HASH_COST: 'standard',
    };
    const server = await startServer(env);
    try {
      const admin = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      const people = Array.from({ length: 45 }, (_, i) => ({ email: `person${i}@example.com`, password: `person-password-${i}` }));
      for (const [i, p] of people.entries()) {
        const made = await fetch(`${server.url}/api/users/manual`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}`, 'X-Forwarded-For': `192.0.2.${i + 1}` },
          body: JSON.stringify({ username: `person_${i}`, ...p }),
        });
        expect(made.status).toBe(201);
      }
      /** A login on a socket of its own (a shared client pool would queue the real ones behind the flood on this side). */
      const login = (body: unknown, address: string) =>
        new Promise<{ status: number; ms: number; text: string }>((resolve) => {
          const started = performance.now();
          const payload = JSON.stringify(body);
          const req = http.request(
            `${server.url}/api/auth/login`,
            { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': address } },
            (res) => {
              let text = '';
              res.on('data', (d) => (text += d));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
            },
          );
          req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, text: err.message }));
          req.end(payload);
        });
      // Sixty addresses, ten wrong logins each, all at once, at accounts that are not these people's
      // (a flood at one person's account locks that account for its window, as it should).
      const flood = Promise.all(
        Array.from({ length: 60 }, (_, a) =>
          Array.from({ length: 10 }, (_, i) => login({ email: i % 2 ? env.ADMIN_EMAIL : `victim${a}.${i}@example.com`, password: `guess-${a}-${i}` }, `198.51.100.${a + 1}`)),
        ).flat(),
      );
      await new Promise((r) => setTimeout(r, 100));
      // The real people sign in, three at a time, while the flood is answered.
      const real: { status: number; ms: number; text: string }[] = [];
      for (let i = 0; i < people.length; i += 3) {
        real.push(...(await Promise.all(people.slice(i, i + 3).map((p, j) => login(p, `203.0.113.${i + j + 1}`)))));
      }
      const junk = await flood;
      const ms = real.map((r) => r.ms).sort((a, b) => a - b);
      console.log(
        `flood of 60 addresses: real sign-ins ${ms[0].toFixed(0)} / ${ms[ms.length >> 1].toFixed(0)} / ${ms.at(-1)!.toFixed(0)} ms (min / median / max); junk answers ${JSON.stringify(junk.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}))}`,
      );
      expect(real.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
      expect(ms.at(-1)).toBeLessThan(2000);
      // The flood was still being answered while the real ones came.
      expect(Math.max(...junk.map((r) => r.ms))).toBeGreaterThan(ms[0]);
      expect(junk.every((r) => [401, 429, 503].includes(r.status))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
