// The renewal terms on what a member keeps (docs/product.md, "Receipts" and "E-mails"): the receipt
// of a renewing membership (page, PDF, e-mail) says it renews, when, for how much and how to
// cancel; a renewal's receipt says it is the renewal, not a new purchase; cancelling and resuming
// each e-mail the member once, naming the product and the date it ends or renews next.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { buy, buyRenewing, mailsTo } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { formatDateTime } from '../../platform/format';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');
const tz = ctx.deps.config.timeZone;
const when = (ms: number) => formatDateTime(ms, tz);

const pageOf = async (receiptUrl: string) => (await ctx.app.request(receiptUrl)).text();
const pdfOf = async (receiptUrl: string) => pdfText(Buffer.from(await (await ctx.app.request(`${receiptUrl}?format=pdf`)).arrayBuffer())).replace(/\s+/g, ' ');
const receiptMails = async (to: string) => (await mailsTo(ctx, to)).filter((m) => /^Subject: Your Lotto Predict receipt /m.test(m)).map((m) => m.replace(/\r\n/g, '\n'));

describe('the receipt of a renewing membership', () => {
  it('says, on its page, in its PDF and its e-mail, that it renews, when, for how much and how to cancel', async () => {
    const u = await makeUser('customer', { email: 'renews-receipt@example.com' });
    const r = await buyRenewing(ctx, u, 'monthly');
    const next = when(clock.now() + 30 * DAY);
    const renewal = `Automatic: next on ${next} for $200.00, then every 30 days until you cancel`;
    const cancel = 'Cancel any time on your account page (My Account → Membership → Cancel renewal); you keep the time you have paid for.';

    const page = await pageOf(r.json.receiptUrl);
    expect(page).toContain('<p>Thank you for your purchase. Your Monthly membership renews automatically.</p>');
    expect(page).toContain(`<th scope="row">Renewal</th><td>${renewal}</td>`);
    expect(page).toContain('<th scope="row">To cancel</th>');
    expect(page).toContain('Monthly membership (renews every 30 days)');

    const pdf = await pdfOf(r.json.receiptUrl);
    for (const words of ['renews automatically', `next on ${next}`, 'for $200.00', 'every 30 days until you cancel', '(My Account > Membership > Cancel renewal)'])
      expect(pdf, words).toContain(words);

    const [mail] = await receiptMails(u.email);
    expect(mail).toContain('Thank you for your purchase. Your Monthly membership renews automatically. This is your Lotto Predict receipt.');
    expect(mail).toContain(`Renewal: ${renewal}`);
    // The arrow of "My Account → Membership" goes quoted-printable; the words around it as they are.
    expect(mail).toContain(`To cancel: ${cancel.split(' →')[0]}`);
    expect(mail).toContain('Manage or cancel your membership: http://app.test/account');
  });

  it("a renewal's receipt says it renews the membership, not thanks for a purchase", async () => {
    const u = await makeUser('customer', { email: 'renewed-receipt@example.com' });
    await buyRenewing(ctx, u, 'weekly');
    const renewed = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    expect(renewed.status).toBe(200);
    const page = await pageOf(renewed.json.receiptUrl);
    expect(page).toContain('<p>This is the receipt for the renewal of your Weekly membership, which renews automatically.</p>');
    expect(page).not.toContain('Thank you for your purchase');
    expect(await pdfOf(renewed.json.receiptUrl)).toContain('receipt for the renewal of your Weekly membership');
    const mails = await receiptMails(u.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('This is the receipt for the renewal of your Weekly membership');
    expect(mails[1]).not.toContain('Thank you for your purchase');
    // As of this payment, it renews a period after the one it paid for.
    expect(mails[1]).toContain(`Renewal: Automatic: next on ${when(clock.now() + 14 * DAY)} for $80.00`);
  });

  it('a pass says nothing of renewing', async () => {
    const u = await makeUser('customer', { email: 'pass-receipt@example.com' });
    const r = await buy(ctx, u, 'weekly');
    const page = await pageOf(r.json.receiptUrl);
    expect(page).toContain('<p>Thank you for your purchase.</p>');
    expect(page).not.toMatch(/Renewal|renews|To cancel/);
    expect((await receiptMails(u.email))[0]).not.toMatch(/Renewal|renews|cancel/);
  });
});

describe('cancelling and resuming', () => {
  it('each e-mails the member once, naming the product and the date it ends or renews next', async () => {
    const u = await makeUser('customer', { email: 'on-off@example.com' });
    await buyRenewing(ctx, u, 'monthly');
    const end = when(clock.now() + 30 * DAY);
    const notices = async () => (await mailsTo(ctx, u.email)).filter((m) => !/receipt/.test(m)).map((m) => m.replace(/\r\n/g, '\n'));

    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(200);
    // Asking again is refused, and tells no one again.
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(409);
    let sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^Subject: Your Lotto Predict membership will not renew$/m);
    expect(sent[0]).toContain(`Your Lotto Predict Monthly membership will not renew. It ends on ${end}; you keep access until then, and nothing more will be charged.`);
    expect(sent[0]).toContain('http://app.test/account');

    clock.advance(DAY);
    expect((await call('POST', '/api/account/membership/resume', { token: u.token })).status).toBe(200);
    expect((await call('POST', '/api/account/membership/resume', { token: u.token })).status).toBe(409);
    sent = await notices();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^Subject: Your Lotto Predict membership renews again$/m);
    expect(sent[1]).toContain(`next on ${end} for $200, then every 30 days until you cancel.`);
    expect(sent[1]).toContain('To stop it renewing: Cancel any time on your account page');
  });
});
