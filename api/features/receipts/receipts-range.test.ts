// Receipts for the operator's books: a range of New York days, the range's totals by plan, and
// the CSV of the same range.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, makeUser } = ctx;
const admin = await makeUser('admin');
const buyer = await makeUser('subscriber');

interface Seed {
  id: string;
  plan: string;
  cents: number;
  at: string;
}
const seeded: Seed[] = [];
async function receipt(plan: string, cents: number, at: string) {
  const n = seeded.length + 1;
  const payment = await ctx.exec(
    "insert into payments (session_id, provider, user_id, plan, amount_cents, subscription_expires_at, created_at) values (?, 'stripe', ?, ?, ?, 0, ?)",
    [`cs_r_${n}`, buyer.row.id, plan, cents, Date.parse(at)],
  );
  await ctx.exec(
    'insert into receipts (internal_receipt_id, payment_id, user_id, username, email, plan, amount_cents, access_token, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [`RCPT-T${n}`, payment, buyer.row.id, buyer.row.username, buyer.email, plan, cents, `token-${n}-xxxxxxxxxxxxxxxxxxxx`, Date.parse(at)],
  );
  seeded.push({ id: `RCPT-T${n}`, plan, cents, at });
}
await receipt('weekly', 8000, '2026-06-01T03:59:59.999Z'); // 31 May, 23:59:59.999 in New York
await receipt('daily', 2000, '2026-06-01T04:00:00.000Z'); // 1 June, midnight in New York
await receipt('monthly', 20000, '2026-06-05T15:00:00.000Z');
await receipt('weekly', 8000, '2026-06-10T12:00:00.000Z');
await receipt('three_day', 5000, '2026-06-15T03:59:59.999Z'); // 14 June, late evening
await receipt('weekly', 8000, '2026-06-15T04:00:00.000Z'); // 15 June

const nyDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));
const inRange = (from?: string, to?: string) => seeded.filter((r) => (!from || nyDay(r.at) >= from) && (!to || nyDay(r.at) <= to)).sort((a, b) => b.at.localeCompare(a.at));
const get = (url: string) => call('GET', url, { token: admin.token });

describe('receipts of a range of days', () => {
  it('lists the receipts of New York days from..to inclusive, newest first, each with its plan', async () => {
    const r = await get('/api/receipts?from=2026-06-01&to=2026-06-14');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    expect(r.json.map((x: { internalReceiptId: string }) => x.internalReceiptId)).toEqual(inRange('2026-06-01', '2026-06-14').map((s) => s.id));
    expect(r.json.map((x: { plan: string }) => x.plan)).toEqual(['three_day', 'weekly', 'monthly', 'daily']);
    // Open ends, and no range at all.
    expect((await get('/api/receipts?from=2026-06-14')).json).toHaveLength(inRange('2026-06-14').length);
    expect((await get('/api/receipts?to=2026-05-31')).json.map((x: { internalReceiptId: string }) => x.internalReceiptId)).toEqual(['RCPT-T1']);
    expect((await get('/api/receipts?from=&to=')).json).toHaveLength(seeded.length);
    expect((await get('/api/receipts')).json).toHaveLength(seeded.length);
  });

  it('totals the range, in all and by plan', async () => {
    for (const [from, to] of [
      ['2026-06-01', '2026-06-14'],
      ['2026-06-15', '2026-06-15'],
      [undefined, undefined],
      ['2026-07-01', '2026-07-31'],
    ]) {
      const query = new URLSearchParams({ ...(from && { from }), ...(to && { to }) });
      const r = await get(`/api/receipts/summary?${query}`);
      expect(r.status).toBe(200);
      const rows = inRange(from, to);
      const plans = new Map<string, { plan: string; count: number; cents: number }>();
      for (const s of rows) {
        const p = plans.get(s.plan) ?? { plan: s.plan, count: 0, cents: 0 };
        p.count += 1;
        p.cents += s.cents;
        plans.set(s.plan, p);
      }
      expect(r.json).toEqual({
        from: from ?? null,
        to: to ?? null,
        count: rows.length,
        totalCents: rows.reduce((n, s) => n + s.cents, 0),
        byPlan: [...plans.values()].sort((a, b) => b.cents - a.cents || a.plan.localeCompare(b.plan)),
      });
    }
    expect((await get('/api/receipts/summary?from=2026-06-01&to=2026-06-14')).json).toMatchObject({ count: 4, totalCents: 35000 });
  });

  it('exports the same range as CSV, with a plan column', async () => {
    const r = await get('/api/receipts/export.csv?from=2026-06-01&to=2026-06-14');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="receipts-2026-06-01-to-2026-06-14.csv"');
    const lines = r.text.trim().split('\r\n');
    expect(lines[0].split(',')).toContain('Plan');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(inRange('2026-06-01', '2026-06-14').map((s) => s.id));
    expect(lines[1].split(',')[lines[0].split(',').indexOf('Plan')]).toBe('three_day');
  });

  it("names the file by the operator's day, not UTC's", async () => {
    // 21:00 in New York on June 15 is already June 16 in UTC.
    ctx.clock.set('2026-06-16T01:00:00.000Z');
    try {
      expect((await get('/api/receipts/export.csv')).headers.get('content-disposition')).toBe('attachment; filename="receipts-2026-06-15.csv"');
      expect((await get('/api/receipts/export.csv?from=2026-06-01')).headers.get('content-disposition')).toBe('attachment; filename="receipts-2026-06-01-to-2026-06-15.csv"');
    } finally {
      ctx.clock.set('2026-06-15T16:00:00.000Z');
    }
  });

  it('refuses a malformed or reversed range with a 400 naming the field', async () => {
    for (const path of ['/api/receipts', '/api/receipts/summary', '/api/receipts/export.csv']) {
      for (const [query, field] of [
        ['from=2026-02-30', 'from'],
        ['to=June', 'to'],
        ['from=2026-06-15&to=2026-06-01', 'from'],
      ]) {
        const r = await get(`${path}?${query}`);
        expect(r.status, `${path}?${query}`).toBe(400);
        expect(r.json.field).toBe(field);
        expect(r.json.message).toContain(`(${field})`);
      }
    }
  });
});
