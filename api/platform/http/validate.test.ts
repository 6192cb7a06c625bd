// The request checks every route shares (jsonBody, queryParams), through the real app: the
// content type and the body's shape are judged before the schema, and every refusal is one 400
// sentence that names the field and stores nothing.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { CONTACT_MESSAGES } from '@shared/contact';

const ctx = await createTestContext();
const { call, makeUser, snapshot } = ctx;
const contact = { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello' };

describe('jsonBody', () => {
  it('refuses a body that is not labelled JSON, even when it parses', async () => {
    const before = await snapshot();
    for (const headers of [{ 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/x-www-form-urlencoded' }]) {
      const r = await call('POST', '/api/contact', { body: JSON.stringify(contact), headers });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe('Send the request body as JSON (Content-Type: application/json).');
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses JSON that is not an object before the schema speaks', async () => {
    const before = await snapshot();
    const answers = await Promise.all(['[]', '[{"name":"A"}]', '"text"', '42', 'null', 'true'].map((body) => call('POST', '/api/contact', { body })));
    for (const r of answers) {
      expect(r.status).toBe(400);
      expect(r.json.message).toBe('The request body must be a JSON object.');
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers malformed JSON with 400', async () => {
    const r = await call('POST', '/api/contact', { body: '{"name": "A",' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('Malformed JSON in request body');
  });

  it("names the first field the schema refuses, in the schema's own words", async () => {
    const r = await call('POST', '/api/contact', { body: { ...contact, name: '' } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ message: 'Full name is required.', field: 'name' });
  });

  it('hands the handler the parsed value (a JSON type with parameters is JSON too)', async () => {
    const r = await call('POST', '/api/contact', { body: contact, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe(CONTACT_MESSAGES.sent);
  });
});

describe('queryParams', () => {
  it('refuses a bad parameter with a sentence naming it, and applies defaults otherwise', async () => {
    const admin = await makeUser('admin');
    const bad = await call('GET', '/api/contact?status=archived', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Status must be new or handled.');

    const subscriber = await makeUser('subscriber');
    const tooMany = await call('GET', '/api/predictions/past?limit=0', { token: subscriber.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toMatch(/^limit must be a whole number from 1 to \d+\.$/);
    const page = await call('GET', '/api/predictions/past', { token: subscriber.token });
    expect(page.status).toBe(200);
    expect(Array.isArray(page.json)).toBe(true);
  });
});
