// "Usernames" (docs/security.md): usernames are 3 to 30 letters, digits, `_`, `.` or `-`, unique in
// any case, wherever one is set (register, manual creation, rename, ADMIN_USERNAME). Rows made
// before the rule keep working and an admin can rename them (PATCH /api/users/{id}, in the activity
// log).
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { loadConfig } from '../../platform/config';
import { ensureAdmin } from './users.service';
import { INPUT_MESSAGES } from '../../platform/http/validate';
import { AUTH_MESSAGES } from '@shared/auth';
import { USERNAME_MESSAGES, usernameProblem } from '@shared/fields';
import { USER_MESSAGES } from '@shared/users';

const ctx = await createTestContext({ TRUST_PROXY: '1' });
const { call, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');

let n = 0;
const register = (username: unknown) => {
  n += 1;
  // A fresh address each time: these tests are about the rule, not the per-address limit.
  return call('POST', '/api/auth/register', {
    body: { username, email: `u${n}@example.com`, password: 'long enough', ageConfirmed: true },
    headers: { 'X-Forwarded-For': `192.0.2.${n}` },
  });
};

const BAD: [name: string, message: string][] = [
  ['cust1\u200b', USERNAME_MESSAGES.invisible],
  ['\u200bcust1', USERNAME_MESSAGES.invisible],
  ['cu\u200dst', USERNAME_MESSAGES.invisible],
  ['cust\u00ad1', USERNAME_MESSAGES.invisible],
  // A NUL is refused before any field's own rule, in every input alike (api/platform/http/validate.ts).
  ['ab\u0000cd', INPUT_MESSAGES.nul('username')],
  ['ab\tcd', USERNAME_MESSAGES.invisible],
  ['ab\ncd', USERNAME_MESSAGES.invisible],
  ['ab\u001bcd', USERNAME_MESSAGES.invisible],
  ['ab\u202ecd', USERNAME_MESSAGES.invisible],
  ['has space', USERNAME_MESSAGES.spaces],
  ['no\u00a0break', USERNAME_MESSAGES.spaces],
  ['ideo\u3000space', USERNAME_MESSAGES.spaces],
  ['ab', USERNAME_MESSAGES.length],
  ['x'.repeat(31), USERNAME_MESSAGES.length],
  ['bob!', USERNAME_MESSAGES.characters],
  ['cust1@home', USERNAME_MESSAGES.characters],
  ['сust1', USERNAME_MESSAGES.characters], // a Cyrillic с that looks like c
  ['ｃust1', USERNAME_MESSAGES.characters], // a full-width c
  ['<script>', USERNAME_MESSAGES.characters],
];

describe('the username rule', () => {
  it('keeps the spec sentence for spaces', () => {
    expect(USERNAME_MESSAGES.spaces).toBe('Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.');
  });

  it.each(['abc', 'a.b-c_d', 'Cust1', 'x'.repeat(30), '007'])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each(BAD)('register refuses %j with its sentence and changes nothing', async (name, message) => {
    const before = await snapshot();
    const r = await register(name);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(r.json.msg).toBe(message);
    expect(r.json.field).toBe('username');
    expect(await snapshot()).toBe(before);
  });

  it.each(BAD)('manual creation refuses %j too', async (name, message) => {
    const before = await snapshot();
    const r = await call('POST', '/api/users/manual', { token: admin.token, body: { username: name, email: 'manual@example.com', password: 'password123' } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(await snapshot()).toBe(before);
  });

  it('trims the ends before judging', async () => {
    const r = await register('  trimmed_name  ');
    expect(r.status).toBe(201);
    expect(r.json.user.username).toBe('trimmed_name');
  });

  it('is unique without regard to case, even when the sign-ups arrive together', async () => {
    const spellings = ['Samename', 'samename', 'SAMENAME', 'sameName', 'SameName'];
    const rs = await Promise.all(spellings.map((s) => register(s)));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(rs.filter((r) => r.status === 409).every((r) => r.json.message === AUTH_MESSAGES.usernameTaken)).toBe(true);
    const rows = (await ctx.rows("select count(*) as n from users where lower(username) = 'samename'"))[0] as { n: number };
    expect(rows.n).toBe(1);
  });

  it('ADMIN_USERNAME is checked at start-up, naming the variable', () => {
    const env = { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'long enough', DATA_DIR: ctx.dataDir };
    expect(() => loadConfig({ ...env, ADMIN_USERNAME: 'boss\u200b' })).toThrow(`ADMIN_USERNAME is not a valid username: ${USERNAME_MESSAGES.invisible}`);
    expect(() => loadConfig({ ...env, ADMIN_USERNAME: 'b' })).toThrow(/ADMIN_USERNAME .*3 to 30/);
    expect(loadConfig({ ...env, ADMIN_USERNAME: 'the.boss' }).admin?.username).toBe('the.boss');
  });

  it('an admin made from an e-mail whose local part breaks the rule gets a name that keeps it', async () => {
    const made = await ensureAdmin(ctx.deps, { email: 'j+x y@example.com', password: 'long enough' }, ctx.clock.now());
    expect(made.user.username).toBe('j_x_y');
    const short = await ensureAdmin(ctx.deps, { email: 'q@example.com', password: 'long enough' }, ctx.clock.now());
    expect(short.user.username).toBe('q_admin');
    const long = await ensureAdmin(ctx.deps, { email: `${'l'.repeat(40)}@example.com`, password: 'long enough' }, ctx.clock.now());
    expect(long.user.username).toBe('l'.repeat(30));
    const clash = await ensureAdmin(ctx.deps, { email: `${'l'.repeat(40)}@other.example.com`, password: 'long enough' }, ctx.clock.now());
    expect(clash.user.username).toBe(`${'l'.repeat(29)}2`);
    for (const u of [made, short, long, clash]) expect(usernameProblem(u.user.username)).toBeNull();
    await expect(ensureAdmin(ctx.deps, { email: 'z@example.com', password: 'long enough', username: 'bad name' }, ctx.clock.now())).rejects.toThrow(USERNAME_MESSAGES.spaces);
  });
});

describe('rows made before the rule', () => {
  /** A user whose stored name breaks today's rule, as older versions allowed. */
  async function legacyUser(name: string) {
    const u = await makeUser('customer');
    await ctx.exec('update users set username = ? where id = ?', [name, u.row.id]);
    return u;
  }

  it('still sign in and show as they are', async () => {
    const u = await legacyUser('cust1\u200b');
    const login = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(login.status).toBe(200);
    expect(login.json.user.username).toBe('cust1\u200b');
    const list = await call('GET', '/api/users', { token: admin.token });
    expect(list.json.find((x: { _id: string }) => x._id === u.id).username).toBe('cust1\u200b');
  });

  it('are renamed by an admin, under the same rules, and the activity log says so', async () => {
    const u = await legacyUser('old name\u0001');
    const bad = await call('PATCH', `/api/users/${u.id}`, { token: admin.token, body: { username: 'still bad\u200b' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(USERNAME_MESSAGES.invisible);
    await makeUser('customer', { username: 'TakenName' });
    const taken = await call('PATCH', `/api/users/${u.id}`, { token: admin.token, body: { username: 'takenname' } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(AUTH_MESSAGES.usernameTaken);

    const ok = await call('PATCH', `/api/users/${u.id}`, { token: admin.token, body: { username: ' renamed.user ' } });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(USER_MESSAGES.renamed);
    expect(ok.json.user).toMatchObject({ _id: u.id, username: 'renamed.user', email: u.email });
    const entry = (await ctx.rows("select * from audit_log where action = 'user.rename' order by id desc"))[0] as Record<string, unknown>;
    expect(entry).toMatchObject({ actor_id: admin.row.id, actor_username: admin.row.username, target: `user ${u.id} (old name\u0001)` });
    expect(JSON.parse(entry.detail as string)).toEqual({ from: 'old name\u0001', to: 'renamed.user' });
    // Only the case changes: the name is the user's own, so that is allowed.
    const recase = await call('PATCH', `/api/users/${u.id}`, { token: admin.token, body: { username: 'Renamed.User' } });
    expect(recase.status).toBe(200);
    expect(recase.json.user.username).toBe('Renamed.User');
    // The user signs in as before.
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('two admins renaming two users to one name at once: one wins, the other gets 409', async () => {
    const [a, b] = [await legacyUser('legacy a'), await legacyUser('legacy b')];
    const rs = await Promise.all([a, b].map((u) => call('PATCH', `/api/users/${u.id}`, { token: admin.token, body: { username: 'the_one' } })));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('renaming is for admins only, and an unknown id is 404', async () => {
    const u = await makeUser('customer');
    const before = await snapshot();
    expect((await call('PATCH', `/api/users/${u.id}`, { token: u.token, body: { username: 'self_named' } })).status).toBe(403);
    expect((await call('PATCH', `/api/users/${u.id}`, { body: { username: 'self_named' } })).status).toBe(401);
    expect((await call('PATCH', '/api/users/999999', { token: admin.token, body: { username: 'ghost_name' } })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
