// Access is decided from the database (docs/api.md, "Signing in and access"): what an admin, a
// password change or another process (the admin CLI, a restore) writes counts on the very next
// request. The server remembers access between writes (access.ts); these tests prove nothing it
// remembers outlives a write.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Until another process's commit is seen: on SQLite within a turn of the event loop, on PostgreSQL
 * within the 100 ms of docs/runtime.md, "Several processes" (the commit's notification).
 */
const otherCommitSeen = () => (ctx.deps.db.engine === 'sqlite' ? nextTurn() : new Promise((resolve) => setTimeout(resolve, 100)));
const read = (token: string) => ctx.call('GET', '/api/predictions', { token });
await ctx.call('POST', '/api/predictions', { token: admin.token, body: { sharedContent: 'Evening', predictions: [{ number1: '123', number2: '4567' }] } });

describe('access on the next request', () => {
  it('ends with a demotion by an admin', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    await ctx.call('PUT', `/api/users/${reader.id}`, { token: admin.token, body: { role: 'customer' } });
    const r = await read(reader.token);
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('Only subscribers can view predictions. Choose a plan to subscribe.');
  });

  it('ends with a password change, for every older token', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    const changed = await ctx.call('POST', '/api/auth/user/change-password', { token: reader.token, body: { currentPassword: reader.password, newPassword: 'a-new-password-1' } });
    expect(changed.status).toBe(200);
    expect((await read(reader.token)).status).toBe(401);
  });

  it('follows a write by another process at once: a demotion, a promotion, a new token version', async () => {
    const reader = await ctx.makeUser('subscriber');
    const customer = await ctx.makeUser('customer');
    expect((await read(reader.token)).status).toBe(200);
    expect((await read(customer.token)).status).toBe(403);
    // Connections of its own, as another process's.
    const other = await openDatabase(ctx.database.target);
    try {
      await other.exec("update users set role = 'customer' where id = ?", [reader.row.id]);
      await other.exec("update users set role = 'admin' where id = ?", [customer.row.id]);
      // A request reaches the server through a socket, so after the commit it is read in a later
      // turn of the event loop; in-process calls are not, so the test lets one turn pass.
      await otherCommitSeen();
      expect((await read(reader.token)).status).toBe(403);
      expect((await read(customer.token)).status).toBe(200);
      await other.exec('update users set token_version = token_version + 1 where id = ?', [customer.row.id]);
      await otherCommitSeen();
      expect((await read(customer.token)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("follows any write through the server's own connection, not only the services, for every request at once", async () => {
    const readers = await Promise.all([1, 2, 3].map(() => ctx.makeUser('subscriber')));
    const everyone = () => Promise.all(readers.flatMap((r) => Array.from({ length: 5 }, () => read(r.token))));
    expect((await everyone()).map((r) => r.status)).toEqual(Array(15).fill(200));
    // A statement of its own in a write that marks nothing itself: the database marks a change of access.
    await ctx.deps.db.write((tx) => tx.rows("update users set role = 'customer' where id = ?", [readers[1].row.id]));
    const statuses = (await everyone()).map((r) => r.status);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(403), ...Array(5).fill(200)]);
  });

  it('ends when the account is deleted', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    expect((await ctx.call('DELETE', `/api/admin/users/${reader.id}`, { token: admin.token })).status).toBe(200);
    expect((await read(reader.token)).status).toBe(401);
  });

  it('ends when the subscription runs out, without any write', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await read(reader.token)).status).toBe(200);
    ctx.clock.advance(11 * 24 * 60 * 60 * 1000);
    expect((await read(reader.token)).status).toBe(403);
  });
});

describe('the current predictions', () => {
  it('show a publish on the very next read, with the same bytes for every reader', async () => {
    const [a, b] = [await ctx.makeUser('subscriber'), await ctx.makeUser('subscriber')];
    await ctx.call('POST', '/api/predictions', { token: admin.token, body: { sharedContent: 'Late edition', predictions: [{ number1: '321', number2: '7654' }] } });
    const [ra, rb] = [await read(a.token), await read(b.token)];
    expect(ra.json.map((x: { sharedContent: string }) => x.sharedContent)).toContain('Late edition');
    expect(ra.text).toBe(rb.text);
    expect(ra.headers.get('content-type')).toBe('application/json');
    expect(ra.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
