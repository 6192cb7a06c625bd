// The server as an operator runs it: a real process on a real port with its data in DATA_DIR,
// the admin from the environment (made once when two processes start together on an empty
// database), a graceful stop on SIGTERM, and the admin command.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs, startServer } from './test/server-process';
import { testDatabaseUrl } from './test/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const env = (extra: Record<string, string>) => ({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...extra });

describe('running the server', () => {
  it('serves the API on PORT with the database in DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, await serverArgs(undefined), {
      cwd: ROOT,
      env: env({ PORT: String(port), ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password' }),
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    let health: Response | undefined;
    // A cold start on a busy machine compiles every module first (api/test/server-process.ts).
    for (let i = 0; i < 600 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health?.status, output).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.role).toBe('admin');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/created admin owner@example.com/);
    expect(output).toMatch(/"method":"POST","path":"\/api\/auth\/login","status":200/);
    expect(output).toMatch(/stopped/);
  });

  it('stops at start-up with one line naming a bad setting', async () => {
    const r = spawnSync(process.execPath, await serverArgs(undefined), { cwd: ROOT, env: env({ APP_TIMEZONE: 'Nowhere/Land' }), encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/^Configuration error: APP_TIMEZONE must be an IANA time zone/);
  });

  it('stops at start-up with one line naming DATABASE_URL when no PostgreSQL answers there, without its password', async () => {
    const port = await freePort();
    const r = spawnSync(process.execPath, await serverArgs('postgres://'), {
      cwd: ROOT,
      env: env({ DATABASE_URL: `postgres://lotto:s3cret@127.0.0.1:${port}/lottopredict` }),
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      `Configuration error: DATABASE_URL: cannot use postgres://lotto:***@127.0.0.1:${port}/lottopredict: no PostgreSQL server answers there (connection refused).`,
    );
  });

  it('npm run admin creates an admin, or promotes an existing account', () => {
    const admin = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', ...args], { cwd: ROOT, env: env({}), encoding: 'utf8' });
    const created = admin(['--email', 'Second@Example.com', '--password', 'second-password', '--username', 'second']);
    expect(created.stdout).toMatch(/Created admin second@example.com \(username second\)/);
    const again = admin(['--email', 'second@example.com', '--password', 'second-password']);
    expect(again.stdout).toMatch(/already an admin/);
    const bad = admin(['--email', 'x@example.com']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Usage: npm run admin/);
    // The username rule (docs/security.md, "Usernames"), with the same sentence the API gives.
    const invisible = admin(['--email', 'third@example.com', '--password', 'third-password', '--username', 'third\u200b']);
    expect(invisible.status).toBe(2);
    expect(invisible.stderr.trim()).toBe('--username is not a valid username: Username cannot contain control or invisible characters.');
  });

  it('two processes started at once on one empty database both come up, and one admin is made', async () => {
    // A first deploy with two replicas: nothing migrated, no secrets, no admin yet. The admin's
    // password is hashed at production's cost, as long as a real start takes between its checks.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-start-two-'));
    const server = testDatabaseUrl();
    const name = `lp_empty_${process.pid}_${Date.now().toString(36)}`;
    let url: string | undefined;
    if (server) {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`create database "${name}"`);
      await c.end();
      const u = new URL(server);
      u.pathname = `/${name}`;
      url = u.toString();
    }
    const twoEnv = { DATA_DIR: dir, ...(url && { DATABASE_URL: url }), ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first-password', PASSWORD_HASH_COST: 'standard' };
    try {
      const started = await Promise.allSettled([startServer(twoEnv), startServer(twoEnv)]);
      const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);
        const login = await fetch(`${up[1].url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'first@example.com', password: 'first-password' }),
        });
        expect(login.status).toBe(200);
        const { token } = await login.json();
        const users = await (await fetch(`${up[0].url}/api/users`, { headers: { Authorization: `Bearer ${token}` } })).json();
        expect(users.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([['first@example.com', 'admin']]);
        expect(up.map((s) => (s.output().match(/created admin first@example.com/g) ?? []).length).sort()).toEqual([0, 1]);
      } finally {
        for (const s of up) expect(await s.stop()).toBe(0);
      }
    } finally {
      if (server) {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
