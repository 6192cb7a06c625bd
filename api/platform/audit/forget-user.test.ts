// Deleting an account and the activity log (docs/security.md, "What deleting an account erases"):
// the entries about that account stop naming it, and no other entry changes, whatever the
// deleted username or address was: names like `subscriber`, `Evening` or `predictions` are also
// words the log's other entries are made of.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, makeUser } = ctx;
const admin = await makeUser('admin', { username: 'opal' });
const as = { token: admin.token };

type Entry = { _id: string; action: string; target: string; detail: Record<string, unknown> };
const log = async (): Promise<Entry[]> => (await call('GET', '/api/admin/audit?limit=200', as)).json;

describe('deleting an account rewrites only the entries about it', () => {
  it('leaves every other entry as it was, for usernames that are words of the log', async () => {
    // Entries whose text holds these words: a role change to subscriber, an evening publish
    // counting its predictions, a message from someone else.
    const other = await makeUser('customer', { username: 'rosa' });
    expect((await call('PUT', `/api/users/${other.id}`, { ...as, body: { role: 'subscriber', subscriptionExpiresAt: '2026-07-01' } })).status).toBe(200);
    expect((await call('POST', '/api/predictions', { ...as, body: { predictions: [{ number1: '123', number2: '4567' }], timeOfDay: 'Evening' } })).status).toBe(201);
    await call('POST', '/api/contact', { body: { name: 'Ann', email: 'ann@example.com', message: 'Hello' } });
    const message = (await call('GET', '/api/contact', as)).json[0]._id;
    expect((await call('PATCH', `/api/contact/${message}`, { ...as, body: { handled: true } })).status).toBe(200);
    const before = await log();
    expect(JSON.stringify(before)).toContain('"role":"subscriber"');

    for (const username of ['subscriber', 'Evening', 'predictions', 'role', 'rosa_']) {
      const u = await makeUser('customer', { username });
      expect((await call('DELETE', `/api/admin/users/${u.id}`, as)).status).toBe(200);
    }
    const after = await log();
    const deletions = after.slice(0, after.length - before.length);
    expect(deletions.map((e) => e.action)).toEqual(Array(5).fill('user.delete'));
    for (const e of deletions) expect(e.target).toMatch(/^user \d+ \(deleted account\)$/);
    // The entries that were there before read exactly as they did.
    expect(after.slice(deletions.length)).toEqual(before);
  });

  it('names the account in none of its own entries, under any name it had, and leaves the others', async () => {
    const u = await makeUser('customer', { username: 'first_name', email: 'firstname@example.com' });
    const bystander = await makeUser('customer', { username: 'first_name_2' });
    expect((await call('PATCH', `/api/users/${u.id}`, { ...as, body: { username: 'Morning' } })).status).toBe(200);
    expect((await call('POST', `/api/users/${u.id}/extend`, { ...as, body: { days: 7 } })).status).toBe(200);
    expect((await call('POST', `/api/users/${bystander.id}/extend`, { ...as, body: { days: 7 } })).status).toBe(200);
    // A message sent from the account's address, and one from a look-alike address.
    for (const email of ['firstname@example.com', 'xfirstname@example.com']) {
      await call('POST', '/api/contact', { body: { name: 'First', email, message: 'Hi' } });
      const id = (await call('GET', '/api/contact', as)).json[0]._id;
      expect((await call('PATCH', `/api/contact/${id}`, { ...as, body: { handled: true } })).status).toBe(200);
    }
    const before = await log();

    expect((await call('DELETE', `/api/admin/users/${u.id}`, as)).status).toBe(200);
    const after = (await log()).slice(1);
    const changed = after.filter((e, i) => JSON.stringify(e) !== JSON.stringify(before[i]));
    expect(changed.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['contact.handle', expect.stringMatching(/^message \d+ \(deleted account\)$/), { handled: true }],
      ['user.extend', `user ${u.id} (deleted account)`, expect.objectContaining({ days: 7 })],
      ['user.rename', `user ${u.id} (deleted account)`, { from: 'deleted account', to: 'deleted account' }],
    ]);
    const text = JSON.stringify(after);
    for (const trace of ['first_name"', 'Morning', 'firstname@example.com']) expect(text).not.toContain(`(${trace}`);
    expect(text).toContain(`user ${bystander.id} (first_name_2)`);
    expect(text).toContain('<xfirstname@example.com>');
  });
});
