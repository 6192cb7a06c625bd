// PUT /api/account/states and PUT /api/account/result-pushes (docs/product.md,
// "Followed states and result pushes"), and what GET /api/auth/me says of them: all seven states
// until chosen, result pushes off.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, makeUser, snapshot } = ctx;
const ALL = ['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC'];

const me = async (token: string) => (await call('GET', '/api/auth/me', { token })).json.user;
const putStates = (token: string | undefined, body: unknown) => call('PUT', '/api/account/states', { token, body });
const putPushes = (token: string | undefined, body: unknown) => call('PUT', '/api/account/result-pushes', { token, body });

describe('followed states', () => {
  it('are all seven, not yet chosen, with no result pushes, for a new or an existing account', async () => {
    const u = await makeUser('subscriber');
    expect(await me(u.token)).toMatchObject({ states: ALL, statesChosen: false, resultPushStates: [] });
    // A customer, and an admin, too: every signed-in user has them.
    for (const kind of ['customer', 'admin'] as const) expect(await me((await makeUser(kind)).token)).toMatchObject({ states: ALL, resultPushStates: [] });
  });

  it("are set to one or more of the seven, kept in the table's order, repeats once; /me and the account page say so", async () => {
    const u = await makeUser('subscriber');
    const r = await putStates(u.token, { states: ['OH', 'TX', 'OH'] });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('You now follow Texas and Ohio.');
    expect(r.json.account.user).toMatchObject({ states: ['TX', 'OH'], statesChosen: true, resultPushStates: [] });
    expect(await me(u.token)).toMatchObject({ states: ['TX', 'OH'], statesChosen: true });
    expect((await call('GET', '/api/account', { token: u.token })).json.user.states).toEqual(['TX', 'OH']);
    const all = await putStates(u.token, { states: ALL });
    expect(all.json.message).toBe('You now follow all seven states.');
    expect(await me(u.token)).toMatchObject({ states: ALL, statesChosen: true });
  });

  it('refuses anything else with 400 naming states, changing nothing', async () => {
    const u = await makeUser('subscriber');
    await putStates(u.token, { states: ['GA'] });
    const before = await snapshot();
    const list = 'The states list must be a list of one or more of the seven states (TN, TX, GA, OH, MI, FL, NC).';
    const missing = 'The states list is required: one or more of the seven states (TN, TX, GA, OH, MI, FL, NC).';
    const cases: [unknown, string][] = [
      [{ states: [] }, 'Choose at least one state to follow (states).'],
      [{}, missing],
      [{ states: 'TX' }, list],
      [{ states: null }, list],
      [{ states: { TX: true } }, list],
      [{ states: ['TX', 'ZZ'] }, 'The states list holds "ZZ", which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: ['tx'] }, 'The states list holds "tx", which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: [' TX'] }, 'The states list holds " TX", which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: [7] }, 'The states list holds 7, which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: [null] }, 'The states list holds null, which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: ['hasOwnProperty'] }, 'The states list holds "hasOwnProperty", which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{ states: Array(101).fill('TX') }, list],
    ];
    for (const [body, message] of cases) {
      const r = await putStates(u.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json, JSON.stringify(body)).toEqual({ message, field: 'states' });
    }
    expect((await call('PUT', '/api/account/states', { token: u.token, body: '{"states": [', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await call('PUT', '/api/account/states', { token: u.token, body: '["TX"]' })).json.message).toBe('The request body must be a JSON object.');
    expect(await snapshot()).toBe(before);
    expect(await me(u.token)).toMatchObject({ states: ['GA'] });
  });

  it('need a signed-in user', async () => {
    expect((await putStates(undefined, { states: ['TX'] })).status).toBe(401);
    expect((await putPushes(undefined, { states: [] })).status).toBe(401);
    expect((await putStates('nonsense', { states: ['TX'] })).status).toBe(401);
  });
});

describe('result pushes', () => {
  it('are set for followed states, none included, and stay a part of the followed states', async () => {
    const u = await makeUser('subscriber');
    // Never chosen: all seven are followed.
    const on = await putPushes(u.token, { states: ['NC', 'TX'] });
    expect(on.status).toBe(200);
    expect(on.json.message).toBe('Every new result of Texas and North Carolina will be pushed to your devices with notifications on.');
    expect(await me(u.token)).toMatchObject({ states: ALL, statesChosen: false, resultPushStates: ['TX', 'NC'] });
    // Following fewer states turns off the pushes of the states left.
    expect((await putStates(u.token, { states: ['TX', 'OH'] })).json.account.user).toMatchObject({ states: ['TX', 'OH'], resultPushStates: ['TX'] });
    const off = await putPushes(u.token, { states: [] });
    expect(off.json.message).toBe('Result pushes are off.');
    expect(await me(u.token)).toMatchObject({ states: ['TX', 'OH'], resultPushStates: [] });
  });

  it('refuse a state not followed or not one of the seven with 400 naming states, changing nothing', async () => {
    const u = await makeUser('subscriber');
    await putStates(u.token, { states: ['TX', 'OH'] });
    await putPushes(u.token, { states: ['OH'] });
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ states: ['TX', 'GA', 'FL'] }, 'Result pushes (states) can be turned on only for states you follow, and you do not follow Georgia and Florida.'],
      [{ states: ['XX'] }, 'The states list holds "XX", which is not one of the seven states (TN, TX, GA, OH, MI, FL, NC).'],
      [{}, 'The states list is required: the states you follow whose results to push (TN, TX, GA, OH, MI, FL, NC), or an empty list for none.'],
      [{ states: 'OH' }, 'The states list must be a list of the states you follow (TN, TX, GA, OH, MI, FL, NC), or an empty list for no result pushes.'],
    ];
    for (const [body, message] of cases) {
      const r = await putPushes(u.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual({ message, field: 'states' });
    }
    expect(await snapshot()).toBe(before);
    expect(await me(u.token)).toMatchObject({ resultPushStates: ['OH'] });
  });
});
