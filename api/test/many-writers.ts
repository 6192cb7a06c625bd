// Many writers at once on one PostgreSQL (docs/architecture.md, "Many writers at once"), as the
// two-servers suite (api/reliability/many-writers.pg.test.ts) and `npm run bench -- --db postgres`
// (bench/many-writers.ts) drive them: people signed in straight through the data layer, sign-outs
// all at once, the other writes a server answers while another imports years of results, and what
// the database itself counts (its rolled-back transactions, its advisory locks).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '#db/client';
import { sessions } from '#db/schema-shared';
import { users } from '#db/schema-users';
import { signToken, TOKEN_LIFETIME_MS } from '../platform/http/tokens';
import { createPasswords } from '../platform/http/password';
import { addDays, dayOf } from '@shared/calendar';
import { genericCsv, scheduledDraws } from './results-files';
import type { ServerProcess } from './server-process';

export interface SignedIn {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * `n` customers, each signed in once (a session and its token, as a login makes them), written in
 * one transaction; `password` is really theirs when given (one hash at production's cost for all of
 * them), else none signs in.
 */
export async function signedInPeople(db: Db, jwtSecret: string, n: number, tag: string, password?: string): Promise<SignedIn[]> {
  const now = Date.now();
  const hash = password ? await createPasswords('standard').hash(password) : 'no-password';
  return db.write(async (tx) => {
    const out: SignedIn[] = [];
    for (let start = 0; start < n; start += 500) {
      const count = Math.min(500, n - start);
      const made = await tx
        .insert(users)
        .values(Array.from({ length: count }, (_, i) => ({ username: `${tag}_${start + i}`, email: `${tag}.${start + i}@example.com`, passwordHash: hash, createdAt: now })))
        .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
      const sids = made.map(() => randomBytes(18).toString('base64url'));
      await tx.insert(sessions).values(made.map((u, i) => ({ id: sids[i], userId: u.id, createdAt: now, expiresAt: now + TOKEN_LIFETIME_MS })));
      made.forEach((u, i) => out.push({ id: u.id, email: u.email, password: password ?? '', token: signToken(jwtSecret, u.id, u.tokenVersion, now, sids[i]) }));
    }
    return out;
  });
}

/** One request; its status and how long its answer took. */
export async function timed(url: string, init: RequestInit): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  try {
    const r = await fetch(url, init);
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

const post = (token: string | undefined, body?: unknown, from?: string): RequestInit => ({
  method: 'POST',
  headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(body !== undefined && { 'Content-Type': 'application/json' }), ...(from && { 'X-Forwarded-For': from }) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Everyone signs out at once, each from the server their place in the list gives them. */
export function signOutAll(servers: ServerProcess[], people: SignedIn[]) {
  return Promise.all(people.map((p, i) => timed(`${servers[i % servers.length].url}/api/auth/logout`, post(p.token))));
}

/** What PostgreSQL counts for the database at `url`: its rolled-back transactions, its commits. */
export async function transactionCounts(url: string): Promise<{ rolledBack: number; committed: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ r: string; c: string }>('select xact_rollback::text as r, xact_commit::text as c from pg_stat_database where datname = current_database()');
    return { rolledBack: Number(rows[0].r), committed: Number(rows[0].c) };
  } finally {
    await c.end();
  }
}

/**
 * A backend reports its counts to pg_stat_database at most once a second while busy, and within
 * 10 s of going idle: read them once every connection has had the time to.
 */
export const STATS_SETTLE_MS = 11_000;

/** Samples pg_locks for the database at `url` every `everyMs` until stopped: the most advisory locks seen at once. */
export async function advisoryLockWatch(url: string, everyMs = 20) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let most = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await c.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      most = Math.max(most, rows[0].n);
      samples++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await c.end();
      return { most, samples };
    },
  };
}

/** Ten years of every state's draws up to yesterday, as one file in the product's own layout (about 125,000 draws). */
export function tenYearsFile(): { text: string; draws: number } {
  const last = addDays(dayOf(Date.now(), 'America/New_York'), -1);
  const draws = scheduledDraws(addDays(last, -Math.round(10 * 365.25) + 1), last);
  return { text: genericCsv(draws), draws: draws.length };
}

export type WriteKind = 'sign-up' | 'sign-in' | 'sign-out' | 'role change' | 'publish';

export interface WritesDuring {
  /** Answer times by kind, in ms. */
  times: Record<WriteKind, number[]>;
  /** Answers of 5xx (or none at all), by kind. */
  failures: Record<WriteKind, number>;
  /** Answers other than the one each kind expects. */
  unexpected: string[];
}

/**
 * Sign-ups, sign-ins, sign-outs, role changes and publishes on `server`, each kind one after
 * another (the five kinds at once), until `done` settles. Sign-ups and sign-ins come from addresses
 * of their own (the server trusts X-Forwarded-For), so no limit of an address is reached.
 */
export async function writesDuring(
  server: ServerProcess,
  done: Promise<unknown>,
  who: { adminToken: string; signIns: SignedIn[]; signOuts: SignedIn[]; members: number[]; tag: string },
): Promise<WritesDuring> {
  const kinds: WriteKind[] = ['sign-up', 'sign-in', 'sign-out', 'role change', 'publish'];
  const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as WritesDuring['times'];
  const failures = Object.fromEntries(kinds.map((k) => [k, 0])) as WritesDuring['failures'];
  const unexpected: string[] = [];
  let over = false;
  void done.finally(() => (over = true));
  let seq = 0;
  const end = addDays(dayOf(Date.now(), 'America/New_York'), 30);
  const one: Record<WriteKind, () => [string, RequestInit, number]> = {
    'sign-up': () => {
      const n = ++seq;
      return [
        `/api/auth/register`,
        post(
          undefined,
          { username: `${who.tag}_up_${n}`, email: `${who.tag}.up.${n}@example.com`, password: 'a-good-password', ageConfirmed: true },
          `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
        ),
        201,
      ];
    },
    'sign-in': () => {
      const p = who.signIns[++seq % who.signIns.length];
      return ['/api/auth/login', post(undefined, { email: p.email, password: p.password }, `10.200.${(seq >> 8) & 255}.${seq & 255}`), 200];
    },
    'sign-out': () => {
      const p = who.signOuts.shift();
      if (!p) throw new Error('more sign-outs than people signed in for them');
      return ['/api/auth/logout', post(p.token), 200];
    },
    'role change': () => {
      const id = who.members[++seq % who.members.length];
      const role = seq % 2 === 0 ? { role: 'subscriber', subscriptionExpiresAt: end } : { role: 'customer' };
      return [`/api/users/${id}`, { ...post(who.adminToken, role), method: 'PUT' }, 200];
    },
    publish: () => [`/api/predictions`, post(who.adminToken, { sharedContent: `${who.tag} ${++seq}`, predictions: [{ number1: '123', number2: '4567' }] }), 201],
  };
  const lane = async (kind: WriteKind) => {
    while (!over) {
      const [url, init, expected] = one[kind]();
      const r = await timed(`${server.url}${url}`, init);
      times[kind].push(r.ms);
      if (r.status === 0 || r.status >= 500) failures[kind]++;
      else if (r.status !== expected) unexpected.push(`${kind}: ${r.status}`);
    }
  };
  await Promise.all(kinds.map(lane));
  return { times, failures, unexpected };
}

export const p99 = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)] ?? NaN;
