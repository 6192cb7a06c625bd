// A purchase through the simulated checkout, as the web app makes it: session, Pay, confirm;
// and the receipt e-mails it sends.
import type { TestContext } from './harness';

type Buyer = { id: string; token: string };

export function checkout(ctx: TestContext, user: Buyer, plan = 'weekly', email?: string) {
  return ctx.call('POST', '/api/stripe/create-checkout-session', { token: user.token, body: { userId: user.id, plan, ...(email && { email }) } });
}

/** A session created and paid, not yet confirmed; its id. */
export async function paidSession(ctx: TestContext, user: Buyer, plan = 'weekly', email?: string): Promise<string> {
  const s = await checkout(ctx, user, plan, email);
  if (s.status !== 200) throw new Error(`checkout answered ${s.status}: ${s.text}`);
  const pay = await ctx.call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: user.token });
  if (pay.status !== 200) throw new Error(`pay answered ${pay.status}: ${pay.text}`);
  return s.json.id as string;
}

export function confirm(ctx: TestContext, user: Buyer, sessionId: string, plan = 'weekly') {
  return ctx.call('POST', '/api/stripe/payment-success', { token: user.token, body: { session_id: sessionId, plan, userId: user.id } });
}

/** The whole purchase; the payment-success answer. */
export async function buy(ctx: TestContext, user: Buyer, plan = 'weekly', email?: string) {
  const r = await confirm(ctx, user, await paidSession(ctx, user, plan, email), plan);
  if (r.status !== 200) throw new Error(`payment-success answered ${r.status}: ${r.text}`);
  return r;
}

/** A membership that renews, bought the same way (docs/product.md, "Renewing memberships"); the payment-success answer. */
export async function buyRenewing(ctx: TestContext, user: Buyer, plan = 'monthly') {
  const s = await ctx.call('POST', '/api/stripe/create-checkout-session', { token: user.token, body: { userId: user.id, plan, renew: true } });
  if (s.status !== 200) throw new Error(`checkout answered ${s.status}: ${s.text}`);
  const pay = await ctx.call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: user.token });
  if (pay.status !== 200) throw new Error(`pay answered ${pay.status}: ${pay.text}`);
  const r = await confirm(ctx, user, s.json.id, plan);
  if (r.status !== 200) throw new Error(`payment-success answered ${r.status}: ${r.text}`);
  return r;
}

/** The outbox's e-mails to `to` once every queued e-mail went out, quoted-printable undone. */
export async function mailsTo(ctx: TestContext, to: string): Promise<string[]> {
  await ctx.settle();
  return ctx
    .outbox()
    .map((m) => m.text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((t) => new RegExp(`^To: ${to}$`, 'mi').test(t));
}
