// What the pages claim (docs/product.md, "What the pages claim"): nothing until the operator sets
// it in the console; then exactly what was set, for every page, with the change in the activity log.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { NO_CLAIMS, type BusinessClaimsDto } from '@shared/claims';
import { CLAIMS_MESSAGES } from '@shared/claims-schema';

const ctx = await createTestContext();
const { call } = ctx;
const admin = await ctx.makeUser('admin');
const member = await ctx.makeUser('subscriber');

const SET: BusinessClaimsDto = {
  members: 840,
  ratingPercent: 92,
  ratingSource: 'Trustpilot, 212 reviews',
  yearsOfExperience: 6,
  support: 'Live support 9 am to 5 pm ET, Monday to Friday',
  founder: { name: 'Dana Reyes', title: 'Founder', message: 'We started in 2019.\n\nThank you for reading our numbers.' },
  portfolio: [{ label: 'Draws tracked', percent: 100 }],
};
const put = (body: unknown, token = admin.token) => call('PUT', '/api/admin/claims', { token, body });

describe('the claims on the pages', () => {
  it('are none on a fresh install: no figure, no founder, no bars', async () => {
    const r = await call('GET', '/api/claims');
    expect(r.status).toBe(200);
    expect(r.json).toEqual(NO_CLAIMS);
    expect((await call('GET', '/api/admin/claims', { token: admin.token })).json).toEqual({ claims: NO_CLAIMS, updatedAt: null, updatedBy: null });
  });

  it('are what the operator set, for everyone, and the activity log says who set what', async () => {
    const r = await put(SET);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ message: CLAIMS_MESSAGES.saved, claims: SET });
    expect((await call('GET', '/api/claims')).json).toEqual(SET);
    const console = await call('GET', '/api/admin/claims', { token: admin.token });
    expect(console.json).toMatchObject({ claims: SET, updatedAt: expect.any(String), updatedBy: admin.row.username });
    const log = await call('GET', '/api/admin/audit?action=claims.set', { token: admin.token });
    expect(log.json[0]).toMatchObject({ action: 'claims.set', actor: { username: admin.row.username }, detail: { members: 840, yearsOfExperience: 6 } });
    // Cleared again: the pages show none.
    expect((await put({ ...NO_CLAIMS, support: '' })).json.claims).toEqual(NO_CLAIMS);
    expect((await call('GET', '/api/claims')).json).toEqual(NO_CLAIMS);
  });

  it('are refused when out of bounds, naming the field, and nothing changes', async () => {
    const before = await ctx.snapshot();
    for (const [body, field, message] of [
      [{ ...SET, members: 0 }, 'members', CLAIMS_MESSAGES.members],
      [{ ...SET, members: 12.5 }, 'members', CLAIMS_MESSAGES.members],
      [{ ...SET, ratingPercent: 101 }, 'ratingPercent', CLAIMS_MESSAGES.ratingPercent],
      [{ ...SET, ratingSource: null }, 'ratingSource', CLAIMS_MESSAGES.ratingSource],
      [{ ...SET, yearsOfExperience: -1 }, 'yearsOfExperience', CLAIMS_MESSAGES.yearsOfExperience],
      [{ ...SET, support: 'x' }, 'support', CLAIMS_MESSAGES.support],
      [{ ...SET, founder: { ...SET.founder, name: 'D' } }, 'founder.name', CLAIMS_MESSAGES.founderName],
      [{ ...SET, portfolio: Array(6).fill({ label: 'Bar', percent: 50 }) }, 'portfolio', CLAIMS_MESSAGES.portfolio],
    ] as const) {
      const r = await put(body);
      expect([r.status, r.json.field, r.json.message], field).toEqual([400, field, message]);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('are set by admins alone', async () => {
    expect((await put(SET, member.token)).status).toBe(403);
    expect((await call('PUT', '/api/admin/claims', { body: SET })).status).toBe(401);
  });
});
