// Receipts for real (docs/product.md, "Receipts"): one e-mail per fulfilled payment with the link,
// a page and a PDF naming seller, buyer, plan, period and amount, and the customer's own list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { buy, confirm, mailsTo, paidSession } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { CONTACT, LEGAL_NAME } from '@shared/brand';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

const tokenOf = (receiptUrl: string) => receiptUrl.split('/').pop()!;

describe('the receipt e-mail', () => {
  it('goes to the address given at checkout, with the receipt, its link and the PDF link', async () => {
    const u = await makeUser('customer', { username: 'payer_one', email: 'payer1@example.com' });
    const r = await buy(ctx, u, 'weekly', 'Books@Example.com');
    const [mail, ...more] = await mailsTo(ctx, 'books@example.com');
    expect(more).toEqual([]);
    expect(await mailsTo(ctx, 'payer1@example.com')).toEqual([]);
    expect(mail).toMatch(/^Subject: Your Lotto Predict receipt RCPT-\d{6}$/m);
    expect(mail).toContain(`View your receipt: http://app.test${r.json.receiptUrl}`);
    expect(mail).toContain(`Download it as a PDF: http://app.test${r.json.receiptUrl}?format=pdf`);
    expect(mail).toContain('Plan: Weekly (7 days of VIP predictions)');
    expect(mail).toContain('Period covered: June 15, 2026 at 12:00 PM EDT to June 22, 2026 at 12:00 PM EDT');
    expect(mail).toContain('Amount paid: $80.00 (USD)');
    expect(mail).toContain(LEGAL_NAME);
    const row = (await ctx.rows('select receipt_email e, period_starts_at s, subscription_expires_at x from payments where user_id = ?', [u.row.id]))[0];
    expect(row).toEqual({ e: 'books@example.com', s: clock.now(), x: clock.now() + 7 * DAY });
  });

  it('is sent once per payment, however many confirmations race', async () => {
    const u = await makeUser('customer', { email: 'racer@example.com' });
    const session = await paidSession(ctx, u, 'daily');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(ctx, u, session, 'daily')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await mailsTo(ctx, 'racer@example.com')).toHaveLength(1);
    // A repeat later sends nothing either; a second purchase sends its own.
    await confirm(ctx, u, session, 'daily');
    expect(await mailsTo(ctx, 'racer@example.com')).toHaveLength(1);
    await buy(ctx, u, 'daily');
    expect(await mailsTo(ctx, 'racer@example.com')).toHaveLength(2);
  });

  it('names the period from the end it extended', async () => {
    const u = await makeUser('subscriber', { email: 'extender@example.com' });
    await buy(ctx, u, 'three_day');
    const [mail] = await mailsTo(ctx, 'extender@example.com');
    expect(mail).toContain('Period covered: June 25, 2026 at 12:00 PM EDT to June 28, 2026 at 12:00 PM EDT');
  });

  it('does not hold up or fail the payment when the mail server is down: the e-mail is retried, then kept as failed with the reason', async () => {
    const down = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const errors = vi.spyOn(down.deps.log, 'error');
    const admin = await down.makeUser('admin');
    const jobs = async () => (await down.call('GET', '/api/admin/jobs', { token: admin.token })).json;
    const u = await down.makeUser('customer');
    const r = await buy(down, u, 'daily');
    expect(r.status).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(new Date(down.clock.now() + DAY).toISOString());
    await down.settle();
    // The first try failed; the next waits for its time.
    expect(await jobs()).toMatchObject({ queued: 1, running: 0, failedLast24h: 0, failed: [] });
    for (let i = 0; i < 8; i++) {
      down.clock.advance(1000);
      await down.settle();
    }
    const after = await jobs();
    expect(after).toMatchObject({ queued: 0, failedLast24h: 1 });
    expect(after.failed).toEqual([{ _id: expect.any(String), kind: 'mail', error: expect.stringMatching(/ECONNREFUSED|connect/), failedAt: expect.any(String), attempts: 8 }]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^job \d+ \(mail\) try 8 of 8 failed for good: /));
    expect(((await down.rows('select count(*) n from receipts'))[0] as { n: number }).n).toBe(1);
    // The operator retries it from the console: queued again, a fresh set of tries.
    expect((await down.call('POST', `/api/admin/jobs/${after.failed[0]._id}/retry`, { token: admin.token })).status).toBe(200);
    expect(await jobs()).toMatchObject({ failedLast24h: 0 });
    errors.mockRestore();
  });
});

describe('the receipt page and its PDF', () => {
  it('the page names seller, buyer, plan, period and amount, and links to the PDF', async () => {
    const u = await makeUser('customer', { username: 'page_reader', email: 'reader@example.com' });
    const r = await buy(ctx, u, 'monthly');
    const res = await ctx.app.request(r.json.receiptUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      LEGAL_NAME,
      CONTACT.address[0],
      CONTACT.email,
      CONTACT.phones[0],
      'page_reader &#60;reader@example.com&#62;',
      'Monthly (30 days of VIP predictions)',
      'June 15, 2026 at 12:00 PM EDT to July 15, 2026 at 12:00 PM EDT',
      '$200.00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<a href="?format=pdf" download>Download PDF</a>');
    // A way back to the site: opened from an e-mail or a new tab, it was a dead end.
    expect(html).toContain('<a href="/">&larr; Lotto Predict</a>');
    expect(html).toContain('<a href="/account/receipts">My receipts</a>');
    // The site's icon, which the build serves: without one the browser asks for /favicon.ico, a 404.
    const icon = /<link rel="icon" href="\/([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe('favicon.svg');
    expect(fs.existsSync(path.join(import.meta.dirname, '../../../public', icon!))).toBe(true);
  });

  it('?format=pdf answers a real PDF, as an attachment, that says the same', async () => {
    const u = await makeUser('customer', { username: 'pdf_reader', email: 'pdf@example.com' });
    const r = await buy(ctx, u, 'bi_weekly');
    const res = await ctx.app.request(`${r.json.receiptUrl}?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-RCPT-\d{6}\.pdf"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    const text = pdfText(pdf);
    for (const line of [
      LEGAL_NAME,
      ...CONTACT.address,
      CONTACT.email,
      ...CONTACT.phones,
      'pdf_reader <pdf@example.com>',
      'Bi-Weekly (14 days of VIP predictions)',
      'June 15, 2026 at 12:00 PM EDT to June 29, 2026 at 12:00 PM EDT',
      '$150.00 (USD)',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toMatch(/^RCPT-\d{6}$/m);
  });

  it('an unknown or malformed token is 404, for the page and the PDF', async () => {
    for (const url of [
      '/api/receipts/view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?format=pdf',
      '/api/receipts/view/x?format=pdf',
      '/api/receipts/view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await ctx.app.request(url);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Receipt not found.');
    }
  });
});

describe('GET /api/receipts/mine', () => {
  it("lists the caller's receipts with plan, period, amount and both links, newest first", async () => {
    const u = await makeUser('customer');
    const other = await makeUser('customer');
    await buy(ctx, other, 'daily');
    const first = await buy(ctx, u, 'daily');
    clock.advance(60_000);
    const second = await buy(ctx, u, 'weekly');
    const mine = await call('GET', '/api/receipts/mine', { token: u.token });
    expect(mine.status).toBe(200);
    expect(mine.json).toHaveLength(2);
    const [newest, oldest] = mine.json;
    const start = Date.parse(first.json.subscriptionExpiresAt);
    expect(newest).toMatchObject({
      plan: 'weekly',
      amount: 80,
      currency: 'usd',
      periodStartsAt: new Date(start).toISOString(),
      periodEndsAt: second.json.subscriptionExpiresAt,
      receiptUrl: second.json.receiptUrl,
      viewUrl: second.json.receiptUrl,
      pdfUrl: `${second.json.receiptUrl}?format=pdf`,
    });
    expect(oldest).toMatchObject({ plan: 'daily', amount: 20, periodEndsAt: first.json.subscriptionExpiresAt, viewUrl: first.json.receiptUrl });
    // Each link opens without the bearer header.
    expect((await ctx.app.request(newest.pdfUrl)).headers.get('content-type')).toBe('application/pdf');
    expect(tokenOf(newest.viewUrl)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
