// The admin of ADMIN_EMAIL when several processes start on one empty database at once (docs/runtime.md,
// "Several processes"): each makes it, one succeeds, and none fails for it.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { ensureAdmin } from './users.service';

const ctx = await createTestContext();

describe('the first admin, made by several processes at once', () => {
  it('is made once, and every caller gets that one account', async () => {
    const input = { email: 'Owner@Example.com', password: 'a long password' };
    const made = await Promise.all([1, 2, 3, 4].map(() => ensureAdmin(ctx.deps, input, ctx.clock.now())));
    const rows = await ctx.rows<{ id: number; role: string }>('select id, role from users where email = ?', ['owner@example.com']);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
    expect(made.filter((m) => m.created)).toHaveLength(1);
    expect(new Set(made.map((m) => m.user.id))).toEqual(new Set([rows[0].id]));
  });

  it('promotes an existing account once, however many start at once', async () => {
    const u = await ctx.makeUser('customer', { email: 'later@example.com' });
    const made = await Promise.all([1, 2, 3].map(() => ensureAdmin(ctx.deps, { email: u.email, password: 'a long password' }, ctx.clock.now())));
    expect(made.every((m) => !m.created && m.user.id === u.row.id && m.user.role === 'admin')).toBe(true);
    expect(await ctx.rows('select count(*) as n from users where email = ?', [u.email])).toEqual([{ n: 1 }]);
  });
});
