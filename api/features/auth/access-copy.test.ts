// The access check keeps users' role and token version in memory between requests; these prove
// the copy never lets a request through that the database would refuse.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { OTHER_PROCESS_CHECK_MS } from './auth.middleware';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const read = (token: string) => ctx.call('GET', '/api/predictions', { token });

describe('access copy', () => {
  it('counts every statement that can write on the connection, and no read', () => {
    const before = ctx.deps.db.$writes();
    ctx.deps.db.$client.prepare('select count(*) from users').get();
    ctx.deps.db.$client.prepare('pragma data_version').get();
    expect(ctx.deps.db.$writes()).toBe(before);
    ctx.deps.db.$client.prepare("update users set username = username where id = ?").run(Number(admin.id));
    expect(ctx.deps.db.$writes()).toBe(before + 1);
    ctx.deps.db.$client.exec('create temp table if not exists t (x)');
    expect(ctx.deps.db.$writes()).toBe(before + 2);
  });

  it('sees a raw write by this process on the next request', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    ctx.deps.db.$client.prepare('update users set token_version = token_version + 1 where id = ?').run(Number(reader.id));
    expect((await read(reader.token)).status).toBe(401);
  });

  it('sees a write by another process (the admin CLI) within the check interval', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    const other = new Database(path.join(ctx.dataDir, 'app.db'));
    other.prepare("update users set role = 'customer' where id = ?").run(Number(reader.id));
    other.close();
    await new Promise((r) => setTimeout(r, OTHER_PROCESS_CHECK_MS + 20));
    expect((await read(reader.token)).status).toBe(403);
  });

  it('forgets a deleted user at once', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    expect((await ctx.call('DELETE', `/api/admin/users/${reader.id}`, { token: admin.token })).status).toBe(200);
    expect((await read(reader.token)).status).toBe(401);
  });
});
