// The operator's inbox (docs/product.md, "Contact messages"): handled on every message, mark
// handled, delete, unread count.
import { describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { MINUTE } from '../../platform/clock';
import { CONTACT_MESSAGES } from '@shared/contact';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const as = { token: admin.token };

const list = async (query = '') => (await call('GET', `/api/contact${query}`, as)).json as { _id: string; name: string; handled: boolean; handledAt: string | null }[];
const unread = async () => (await call('GET', '/api/contact/unread-count', as)).json.count as number;

// Three messages a minute apart (the form allows five an hour from one address).
for (const [i, name] of ['First', 'Second', 'Third'].entries()) {
  clock.set(Date.parse(T0) + i * MINUTE);
  const r = await call('POST', '/api/contact', { body: { name, email: `${name.toLowerCase()}@example.com`, message: `Message ${i}` } });
  expect(r.status).toBe(201);
}
clock.set(T0);

describe('the inbox', () => {
  it('lists every message newest first, each new until handled', async () => {
    const all = await list();
    expect(all.map((m) => m.name)).toEqual(['Third', 'Second', 'First']);
    expect(all.every((m) => m.handled === false && m.handledAt === null)).toBe(true);
    expect(await unread()).toBe(3);
  });

  it('marks a message handled and back, counting down and up, with the filters following', async () => {
    const [third, second] = await list();
    clock.set(Date.parse(T0) + 10 * MINUTE);
    try {
      const r = await call('PATCH', `/api/contact/${second._id}`, { ...as, body: { handled: true } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ _id: second._id, name: 'Second', handled: true, handledAt: new Date(Date.parse(T0) + 10 * MINUTE).toISOString() });
    } finally {
      clock.set(T0);
    }
    expect(await unread()).toBe(2);
    expect((await list('?status=new')).map((m) => m.name)).toEqual(['Third', 'First']);
    expect((await list('?status=handled')).map((m) => m.name)).toEqual(['Second']);
    expect((await call('GET', '/api/admin/overview', as)).json.newMessages).toBe(2);

    // Marking it handled again keeps the first time it was handled.
    const again = await call('PATCH', `/api/contact/${second._id}`, { ...as, body: { handled: true } });
    expect(again.json.handledAt).toBe(new Date(Date.parse(T0) + 10 * MINUTE).toISOString());
    const back = await call('PATCH', `/api/contact/${second._id}`, { ...as, body: { handled: false } });
    expect(back.json).toMatchObject({ handled: false, handledAt: null });
    expect(await unread()).toBe(3);
    expect(third.handled).toBe(false);
  });

  it('deletes a message', async () => {
    const [third] = await list();
    const r = await call('DELETE', `/api/contact/${third._id}`, as);
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(CONTACT_MESSAGES.deleted);
    expect((await list()).map((m) => m.name)).toEqual(['Second', 'First']);
    expect(await unread()).toBe(2);
    const gone = await call('DELETE', `/api/contact/${third._id}`, as);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(CONTACT_MESSAGES.notFound);
  });

  it('refuses a bad body, an unknown message and a bad filter, changing nothing', async () => {
    const [first] = await list();
    const before = await snapshot();
    for (const body of [{}, { handled: 'yes' }, { handled: 1 }, { handled: null }]) {
      const r = await call('PATCH', `/api/contact/${first._id}`, { ...as, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toMatchObject({ field: 'handled', message: 'Handled must be true or false.' });
    }
    expect((await call('PATCH', '/api/contact/999999', { ...as, body: { handled: true } })).status).toBe(404);
    expect((await call('PATCH', '/api/contact/x', { ...as, body: { handled: true } })).status).toBe(404);
    const bad = await call('GET', '/api/contact?status=unread', as);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'status', message: 'Status must be new or handled.' });
    expect(await snapshot()).toBe(before);
  });
});
