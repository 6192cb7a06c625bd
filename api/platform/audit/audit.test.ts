// The activity log (docs/product.md, "The operator's console"): one entry for every admin write,
// read newest first a page at a time. Each write below is made through the API, as the console
// makes it, and its entry read back through GET /api/admin/audit.
import { describe, expect, it } from 'vitest';
import { createTestContext, T0, TODAY } from '../../test/harness';
import { DAY } from '../clock';
import { AUDIT_ACTIONS } from '@shared/audit';

const ctx = await createTestContext();
const { call, makeUser, snapshot } = ctx;
const admin = await makeUser('admin', { username: 'opal' });
const as = { token: admin.token };
const actor = { _id: admin.id, username: 'opal' };

const entries = async (query = '') => {
  const r = await call('GET', `/api/admin/audit${query}`, as);
  expect(r.status).toBe(200);
  return r.json as { _id: string; at: string; actor: { _id: string | null; username: string }; action: string; target: string; detail: Record<string, unknown> }[];
};
const count = async () => ((await ctx.rows('select count(*) n from audit_log'))[0] as { n: number }).n;

/** Makes the request, expects its status, and answers the entries it added (oldest first). */
async function logged(method: string, url: string, body: unknown, status = 200) {
  const before = await count();
  const r = await call(method, url, { ...as, body });
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  const added = (await count()) - before;
  return { r, added: added ? (await entries(`?limit=${added}`)).reverse() : [] };
}

describe('every admin write leaves one entry', () => {
  let batch = '';

  it('publish', async () => {
    const { r, added } = await logged(
      'POST',
      '/api/predictions',
      {
        predictions: [
          { number1: '123', number2: '4567' },
          { number1: '', number2: '' },
        ],
        alternatives: [{ number1: '009', number2: '008' }],
        timeOfDay: 'Morning',
      },
      201,
    );
    batch = r.json.prediction._id;
    expect(added).toEqual([
      {
        _id: expect.any(String),
        at: T0,
        actor,
        action: 'prediction.publish',
        target: `prediction ${batch}`,
        detail: { date: TODAY, timeOfDay: 'Morning', archived: false, validThrough: TODAY, predictions: 1, alternatives: 1, method: 'manual' },
      },
    ]);
  });

  it('edit, naming what changed', async () => {
    const { added } = await logged('PUT', `/api/predictions/${batch}`, { sharedContent: 'Texas only', predictions: [{ number1: '123', number2: '4567' }] });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'prediction.edit',
      target: `prediction ${batch}`,
      detail: { date: TODAY, timeOfDay: 'Morning', archived: false, changed: ['sharedContent'] },
    });
    // Numbers that did not change are not repeated in the log.
    expect(added[0].detail).not.toHaveProperty('predictions');
  });

  it('move to past, with the count; a move with nothing to move leaves none', async () => {
    const second = (await call('POST', '/api/predictions', { ...as, body: { predictions: [{ number1: '001', number2: '002' }] } })).json.prediction._id;
    const { r, added } = await logged('POST', '/api/predictions/move-to-past', {});
    expect(r.json.moved).toBe(2);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'prediction.move_to_past',
      target: 'current predictions',
      detail: { count: 2, ids: [Number(batch), Number(second)].sort((a, b) => a - b) },
    });
    const again = await logged('POST', '/api/predictions/move-to-past', {});
    expect(again.r.json.moved).toBe(0);
    expect(again.added).toEqual([]);
  });

  it('delete of a past prediction and of a current one', async () => {
    const past = await logged('DELETE', `/api/predictions/past/${batch}`, undefined);
    expect(past.added).toHaveLength(1);
    expect(past.added[0]).toMatchObject({ action: 'prediction.delete', target: `prediction ${batch}`, detail: { date: TODAY, timeOfDay: 'Morning', archived: true } });
    const current = (await call('POST', '/api/predictions', { ...as, body: { predictions: [{ number1: '005', number2: '006' }] } })).json.prediction._id;
    const now = await logged('DELETE', `/api/predictions/${current}`, undefined);
    expect(now.added[0]).toMatchObject({ action: 'prediction.delete', target: `prediction ${current}`, detail: { archived: false, timeOfDay: 'Evening' } });
  });

  it('manual prediction', async () => {
    const { r, added } = await logged(
      'POST',
      '/api/predictions/manual',
      { date: '2026-06-01', sharedContent: 'Back-filled', predictions: [{ number1: '011', number2: '022' }] },
      201,
    );
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'prediction.manual',
      target: `prediction ${r.json.prediction._id}`,
      detail: { date: '2026-06-01', archived: true, predictions: 1, alternatives: 0 },
    });
  });

  it('user creation by hand', async () => {
    const { r, added } = await logged(
      'POST',
      '/api/users/manual',
      { username: 'walkin', email: 'walkin@example.com', password: 'long enough pw', role: 'subscriber', subscriptionEnd: '2026-07-01' },
      201,
    );
    expect(added).toEqual([
      expect.objectContaining({
        action: 'user.create',
        target: `user ${r.json.newUser._id} (walkin)`,
        detail: { role: 'subscriber', subscriptionExpiresAt: '2026-07-02T03:59:59.999Z' },
      }),
    ]);
  });

  it('role change, from and to with the end; the same role again leaves none', async () => {
    const u = await makeUser('subscriber', { username: 'rosa' });
    const { added } = await logged('PUT', `/api/users/${u.id}`, { role: 'customer' });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'user.role',
      target: `user ${u.id} (rosa)`,
      detail: { from: { role: 'subscriber', subscriptionExpiresAt: new Date(Date.parse(T0) + 10 * DAY).toISOString() }, to: { role: 'customer', subscriptionExpiresAt: null } },
    });
    expect((await logged('PUT', `/api/users/${u.id}`, { role: 'customer' })).added).toEqual([]);
  });

  it('extension', async () => {
    const u = await makeUser('expired', { username: 'lapsed' });
    const { added } = await logged('POST', `/api/users/${u.id}/extend`, { days: 7 });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'user.extend',
      target: `user ${u.id} (lapsed)`,
      detail: {
        days: 7,
        from: { role: 'customer', subscriptionExpiresAt: new Date(Date.parse(T0) - DAY).toISOString() },
        to: { role: 'subscriber', subscriptionExpiresAt: new Date(Date.parse(T0) + 7 * DAY).toISOString() },
      },
    });
  });

  it('deletion', async () => {
    const u = await makeUser('customer', { username: 'leaver', email: 'leaver@example.com' });
    const { added } = await logged('DELETE', `/api/admin/users/${u.id}`, undefined);
    expect(added).toHaveLength(1);
    // What was done stays; who it was done to does not (docs/security.md,
    // "What deleting an account erases").
    expect(added[0]).toMatchObject({ action: 'user.delete', target: `user ${u.id} (deleted account)`, detail: { role: 'customer', subscriptionExpiresAt: null } });
  });

  it('contact message handled, back to new, and deleted; marking it as it already is leaves none', async () => {
    await call('POST', '/api/contact', { body: { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' } });
    const id = (await call('GET', '/api/contact', as)).json[0]._id;
    const handled = await logged('PATCH', `/api/contact/${id}`, { handled: true });
    expect(handled.added).toEqual([expect.objectContaining({ action: 'contact.handle', target: `message ${id} (Ann Lee <ann@example.com>)`, detail: { handled: true } })]);
    expect((await logged('PATCH', `/api/contact/${id}`, { handled: true })).added).toEqual([]);
    expect((await logged('PATCH', `/api/contact/${id}`, { handled: false })).added[0].detail).toEqual({ handled: false });
    const deleted = await logged('DELETE', `/api/contact/${id}`, undefined);
    expect(deleted.added).toEqual([
      expect.objectContaining({ action: 'contact.delete', target: `message ${id} (Ann Lee <ann@example.com>)`, detail: { handled: false, receivedAt: T0 } }),
    ]);
  });

  it('a refused write leaves no entry', async () => {
    const before = await snapshot();
    await logged('PUT', '/api/predictions/999999', { sharedContent: 'x' }, 404);
    await logged('DELETE', '/api/predictions/999999', undefined, 404);
    await logged('POST', '/api/users/999999/extend', { days: 1 }, 404);
    await logged('POST', `/api/users/${admin.id}/extend`, { days: 1 }, 409);
    await logged('PUT', `/api/users/${admin.id}`, { role: 'customer' }, 409);
    await logged('POST', '/api/predictions', { predictions: [] }, 400);
    expect(await snapshot()).toBe(before);
  });
});

describe('reading the log', () => {
  it('keeps an entry when its admin is deleted: the name stays, the id goes', async () => {
    const other = await makeUser('admin', { username: 'temp_admin' });
    await call('POST', '/api/predictions/manual', { token: other.token, body: { sharedContent: 'From a second admin', predictions: [{ number1: '001', number2: '002' }] } });
    await call('DELETE', `/api/admin/users/${other.id}`, as);
    const manual = (await entries('?action=prediction.manual')).find((e) => e.actor.username === 'temp_admin');
    expect(manual?.actor).toEqual({ _id: null, username: 'temp_admin' });
  });

  it('pages newest first by the last _id seen, and filters by action and by person', async () => {
    const all = await entries('?limit=200');
    expect(all.length).toBeGreaterThan(12);
    const ids = all.map((e) => Number(e._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await entries()).length).toBe(Math.min(all.length, 50));

    const pages: string[] = [];
    for (let before = ''; ; ) {
      const page = await entries(`?limit=4${before && `&before=${before}`}`);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(4);
      pages.push(...page.map((e) => e._id));
      before = page.at(-1)!._id;
    }
    expect(pages).toEqual(all.map((e) => e._id));

    const deletes = await entries('?action=prediction.delete');
    expect(deletes.map((e) => e._id)).toEqual(all.filter((e) => e.action === 'prediction.delete').map((e) => e._id));
    expect(deletes.length).toBe(2);
    const mine = await entries(`?actor=${admin.id}&limit=200`);
    expect(mine.map((e) => e._id)).toEqual(all.filter((e) => e.actor._id === admin.id).map((e) => e._id));
    expect(mine.length).toBeLessThan(all.length);
    const both = await entries(`?actor=${admin.id}&action=user.extend`);
    expect(both).toHaveLength(1);
    expect(await entries('?actor=999999')).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS)).toEqual(expect.arrayContaining([...new Set(all.map((e) => e.action))]));
  });

  it('refuses bad values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['before=abc', 'before'],
      ['before=-1', 'before'],
      ['action=prediction.hack', 'action'],
      ['actor=me', 'actor'],
    ]) {
      const r = await call('GET', `/api/admin/audit?${query}`, as);
      expect(r.status, query).toBe(400);
      expect(r.json.field, query).toBe(field);
      expect(r.json.message.toLowerCase(), query).toContain(field);
    }
  });
});
