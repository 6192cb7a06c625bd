// 200 connections for 20 s across reads, logins and publishes against the real server
// process: zero errors. LOAD_SECONDS shortens or lengthens the run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startServer } from '../test/server-process';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = 200;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-load-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function request(agent: http.Agent, url: string, method: string, token?: string, body?: unknown, from?: string): Promise<number> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(from ? { 'X-Forwarded-For': from } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

describe('load', () => {
  it(
    `${CONNECTIONS} connections for ${SECONDS} s of reads, logins and publishes: zero errors`,
    async () => {
      // Behind a proxy: the sign-ins come from many people's addresses (one address holds two
      // places in the hashing queue at once). At production's hashing cost: its logins take the
      // cores they take in production.
      const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'load@example.com', ADMIN_PASSWORD: 'load-password', TRUST_PROXY: '1', PASSWORD_HASH_COST: 'standard' };
      const server = await startServer(env);
      try {
        const adminToken = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
        const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
        const created = await fetch(`${server.url}/api/users/manual`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ username: 'reader', email: 'reader@example.com', password: 'reader-password', role: 'subscriber', subscriptionEnd: end }),
        });
        expect(created.status).toBe(201);
        const readerToken = await loginToken(server.url, 'reader@example.com', 'reader-password');

        const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
        const counts = { read: 0, login: 0, publish: 0 };
        const errors: string[] = [];
        const until = Date.now() + SECONDS * 1000;
        let n = 0;
        const worker = async () => {
          while (Date.now() < until) {
            const i = n++;
            // Mostly reads, as on a publishing evening; a steady trickle of logins and publishes.
            const kind = i % 50 === 0 ? 'publish' : i % 12 === 0 ? 'login' : 'read';
            const status =
              kind === 'read'
                ? await request(agent, `${server.url}/api/predictions`, 'GET', readerToken)
                : kind === 'login'
                  ? await request(
                      agent,
                      `${server.url}/api/auth/login`,
                      'POST',
                      undefined,
                      { email: 'reader@example.com', password: 'reader-password' },
                      `10.0.${(i >> 8) & 255}.${i & 255}`,
                    )
                  : await request(agent, `${server.url}/api/predictions`, 'POST', adminToken, {
                      sharedContent: `load ${i}`,
                      predictions: [{ number1: String(i % 1000).padStart(3, '0'), number2: '012' }],
                    });
            counts[kind]++;
            if (status !== (kind === 'publish' ? 201 : 200) && errors.length < 20) errors.push(`${kind}: ${status}`);
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, worker));
        agent.destroy();
        console.log(`load: ${counts.read} reads, ${counts.login} logins, ${counts.publish} publishes in ${SECONDS} s`);
        expect(errors).toEqual([]);
        expect(counts.login).toBeGreaterThan(0);
        expect(counts.publish).toBeGreaterThan(0);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    // The run itself, and the five minutes every test of a real server has (vitest.config.ts).
    SECONDS * 1000 + 300_000,
  );
});
