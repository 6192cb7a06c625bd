// "Abuse limits" and "The hashing queue" (docs/security.md), against the real server over real
// sockets, at production's hashing cost: one address floods register, reset-password and login
// with hundreds of junk requests at once; sixty addresses flood wrong logins. Real sign-ins from
// other addresses meanwhile are all answered 200, and what they waited for is measured in what
// the machine's speed cannot stretch: the server's processor time against a quiet sign-in's in
// the same run, and the flood's hashes answered while each waited. How many milliseconds that
// takes on two cores is the bench's row (docs/benchmarks.md, `bench/flood.ts`). With
// TEST_DATABASE_URL the servers keep their data on PostgreSQL, where every attempt's limit is a
// write over the network (docs/security.md, "Abuse limits").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HASH_QUEUE_LIMITS } from '../platform/http/password';
import { loginToken, startServer } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const FLOOD_EACH = 100;
/**
 * The most processor time the server may spend between a real sign-in's arrival and its answer
 * during the junk flood, in quiet sign-ins' worth: turning three hundred requests away costs about
 * twenty (the flood's two hashes, the limits' writes, the parsing). A junk request that cost a
 * hash, or a flood's hashes run ahead of the sign-in, cost a hundred and more.
 */
const CPU_BOUND = 50;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-flood-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** An answer: its status, when the request was sent and answered (this process's clock), and the server's processor time between. */
interface Answer {
  status: number;
  sent: number;
  answered: number;
  cpuMs: number;
}
const ms = (a: Answer) => a.answered - a.sent;

/** A POST from the loopback address `from` (Linux answers on all of 127/8), on a socket of its own. */
function post(url: string, body: unknown, from: string, serverCpuMs: () => number): Promise<Answer> {
  const sent = performance.now();
  const cpu = serverCpuMs();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, sent, answered: performance.now(), cpuMs: serverCpuMs() - cpu });
    const req = http.request(
      url,
      { method: 'POST', localAddress: from, agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', () => done(0));
    req.end(payload);
  });
}

describe('a junk flood from one address', () => {
  it(`does not keep a real sign-in from another address waiting: at most ${CPU_BOUND} quiet sign-ins' processor time`, async () => {
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
      const signIn = () => post(`${server.url}/api/auth/login`, { email: 'real@example.com', password: 'real-password-1' }, '127.0.0.1', server.cpuMs);
      // A quiet sign-in's processor time, the same run's: a few first (the server compiles its
      // code as it first runs it), then five before the flood and five after.
      for (let i = 0; i < 3; i++) expect((await signIn()).status).toBe(200);
      const quiet: Answer[] = [];
      for (let i = 0; i < 5; i++) quiet.push(await signIn());

      const attacker = '127.0.0.2';
      const flood = Promise.all(
        Array.from({ length: FLOOD_EACH }, (_, i) => [
          post(`${server.url}/api/auth/register`, { username: `junk_${i}`, email: `junk${i}@example.com`, password: 'junk-password', ageConfirmed: true }, attacker, server.cpuMs),
          post(`${server.url}/api/auth/reset-password/junk${i}`, { password: 'junk-password' }, attacker, server.cpuMs),
          post(`${server.url}/api/auth/login`, { email: i % 2 ? env.ADMIN_EMAIL : `nobody${i}@example.com`, password: `guess-${i}` }, attacker, server.cpuMs),
        ]).flat(),
      );
      // Sign in while the flood's requests arrive and its hashes are queued and running.
      await new Promise((r) => setTimeout(r, 150));
      const during: Answer[] = [];
      for (let i = 0; i < 3; i++) during.push(await signIn());
      const flooded = await flood;
      for (let i = 0; i < 5; i++) quiet.push(await signIn());

      const quietCpuMs = quiet.reduce((n, q) => n + q.cpuMs, 0) / quiet.length;
      console.log(
        `flood: sign-in ${quiet.map((q) => ms(q).toFixed(0)).join(' / ')} ms quiet (${quietCpuMs.toFixed(0)} ms of the server's processor time on average), ${during.map((d) => `${ms(d).toFixed(0)} ms (${d.cpuMs} ms)`).join(' / ')} during ${flooded.length} junk requests`,
      );
      const junkMs = flooded.map(ms).sort((a, b) => a - b);
      console.log(`flood: junk answered in ${junkMs[0].toFixed(0)} / ${junkMs[junkMs.length >> 1].toFixed(0)} / ${junkMs.at(-1)!.toFixed(0)} ms (min / median / max)`);
      console.log(`flood: junk answers ${JSON.stringify(flooded.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}))}`);
      // The sign-ins really overlapped the flood: it was still being answered after the first was sent.
      expect(Math.max(...flooded.map((r) => r.answered))).toBeGreaterThan(during[0].sent);
      expect(quiet.every((q) => q.status === 200)).toBe(true);
      for (const d of during) {
        expect(d.status).toBe(200);
        expect(d.cpuMs / quietCpuMs).toBeLessThanOrEqual(CPU_BOUND);
      }
      expect(flooded.every((r) => [201, 400, 401, 429].includes(r.status))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
    }
  });
});

/**
 * The most of the flood's hashes answered while one real sign-in waited: the hashes running when
 * it came, those run beside its own in the other slots, and one ending as it was answered. A queue
 * that let the flood go first answers dozens meanwhile (one per flooding address ahead of it).
 */
const FLOOD_HASHES_BOUND = 3 * HASH_QUEUE_LIMITS.slots + 2;

describe('wrong logins from sixty addresses at once (docs/security.md, "The hashing queue")', () => {
  it(`real sign-ins from other addresses meanwhile: every one 200, each waiting for at most ${FLOOD_HASHES_BOUND} of the flood's hashes`, async () => {
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
        new Promise<{ status: number; sent: number; answered: number; text: string }>((resolve) => {
          const sent = performance.now();
          const payload = JSON.stringify(body);
          const req = http.request(
            `${server.url}/api/auth/login`,
            { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': address } },
            (res) => {
              let text = '';
              res.on('data', (d) => (text += d));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, answered: performance.now(), text }));
            },
          );
          req.on('error', (err) => resolve({ status: 0, sent, answered: performance.now(), text: err.message }));
          req.end(payload);
        });
      // Sixty addresses, ten wrong logins each, all at once, at accounts that are not these people's
      // (a flood at one person's account locks that account for its window, as it should).
      // The real ones start once every flooding address has had an answer: all its attempts are then
      // on their way, so the server has seen it send more than its places (its third is refused at
      // once), as a flood does. Started after a fixed pause instead, on a loaded machine this process
      // may still be opening the flood's sockets, and a real sign-in met addresses that had so far
      // sent only two, which look like people signing in and take turns with it.
      const answeredFrom = new Set<number>();
      let everyAddressAnswered!: () => void;
      const allAnswered = new Promise<void>((resolve) => (everyAddressAnswered = resolve));
      const flood = Promise.all(
        Array.from({ length: 60 }, (_, a) =>
          Array.from({ length: 10 }, (_, i) =>
            login({ email: i % 2 ? env.ADMIN_EMAIL : `victim${a}.${i}@example.com`, password: `guess-${a}-${i}` }, `198.51.100.${a + 1}`).then((r) => {
              answeredFrom.add(a);
              if (answeredFrom.size === 60) everyAddressAnswered();
              return r;
            }),
          ),
        ).flat(),
      );
      await allAnswered;
      // The real people sign in, three at a time, while the flood is answered.
      const real: Awaited<ReturnType<typeof login>>[] = [];
      for (let i = 0; i < people.length; i += 3) {
        real.push(...(await Promise.all(people.slice(i, i + 3).map((p, j) => login(p, `203.0.113.${i + j + 1}`)))));
      }
      const junk = await flood;
      // Each wrong login answered 401 is one of the flood's hashes done; those answered between a
      // real sign-in's sending and its answer ran while it waited. A count of the flood's work, in
      // the order this process saw the answers: a slow machine makes every wait longer, the flood's
      // hashes with it, and leaves the count as it is.
      const hashed = junk.filter((r) => r.status === 401).map((r) => r.answered);
      const floodHashesWhileWaiting = real.map((r) => hashed.filter((t) => t > r.sent && t <= r.answered).length);
      const ms = real.map((r) => r.answered - r.sent).sort((a, b) => a - b);
      console.log(
        `flood of 60 addresses: real sign-ins ${ms[0].toFixed(0)} / ${ms[ms.length >> 1].toFixed(0)} / ${ms.at(-1)!.toFixed(0)} ms (min / median / max), the flood's hashes answered while each waited: at most ${Math.max(...floodHashesWhileWaiting)}; junk answers ${JSON.stringify(junk.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}))}`,
      );
      expect(real.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text}`)).toEqual([]);
      expect(Math.max(...floodHashesWhileWaiting)).toBeLessThanOrEqual(FLOOD_HASHES_BOUND);
      // The flood was still being answered, and hashing, after the first real one was sent.
      expect(Math.max(...hashed)).toBeGreaterThan(real[0].sent);
      expect(junk.every((r) => [401, 429, 503].includes(r.status))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
