// Codes as payments use them (docs/product.md, "Codes"): what a code takes off a plan's price, and
// its redemptions. A checkout holds one until it closes; its payment counts it, once. The number
// held and paid stays within maxRedemptions however many checkouts open at once, since each hold
// is taken under the offer's row lock (SQLite: each write runs alone), and a hold no longer
// counts once its checkout has closed unpaid.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { forUpdate, type Queryable, type Tx } from '#db/client';
import type { Deps } from '../../platform/deps';
import { offerRedemptions, offers } from '#db/schema-offers';
import { badRequest } from '../../platform/http/http-errors';
import { OFFER_MESSAGES } from '@shared/offer-words';

export type OfferRow = typeof offers.$inferSelect;
export type RedemptionRow = typeof offerRedemptions.$inferSelect;

/** The plan ids a code is for; null: every plan. */
export const plansOf = (o: Pick<OfferRow, 'plans'>): string[] | null => (o.plans ? o.plans.split(',') : null);

/** What the code takes off a price, in cents: never the whole price. */
export function discountOf(o: Pick<OfferRow, 'percentOff' | 'amountOffCents'>, listCents: number): number {
  return o.percentOff !== null ? Math.round((listCents * o.percentOff) / 100) : (o.amountOffCents ?? 0);
}

export async function findOffer(db: Queryable, code: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code.toUpperCase())).limit(1);
  return row;
}

/** The retention offer on now, if any: at most one is active. */
export async function activeRetentionOffer(db: Queryable): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.retention, true), eq(offers.active, true)))
    .limit(1);
  return row;
}

/** Whether the member accepted a retention offer after `since` (once a year, docs/product.md, "Cancelling"). */
export async function retentionTakenSince(db: Queryable, userId: number, since: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offerRedemptions.id })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.userId, userId), eq(offerRedemptions.kind, 'retention'), gt(offerRedemptions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** A code's holds of checkouts still open at `now`, as a condition. */
const openHold = (now: number) => and(eq(offerRedemptions.status, 'held'), gt(offerRedemptions.heldUntil, now));

/**
 * Redemptions that count against maxRedemptions at `now`: paid ones, and holds of checkouts still
 * open (but `exceptHoldsOf`'s, which a new checkout of theirs closes first).
 */
export async function redemptionsInUse(db: Queryable, code: string, now: number, exceptHoldsOf?: number): Promise<number> {
  const held = exceptHoldsOf === undefined ? openHold(now) : and(openHold(now), or(isNull(offerRedemptions.userId), ne(offerRedemptions.userId, exceptHoldsOf)));
  const [row] = await db
    .select({ n: count() })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.code, code), or(eq(offerRedemptions.status, 'paid'), held)));
  return Number(row?.n ?? 0);
}

/** The member's own holds of a code whose checkouts are still open: a new checkout of theirs closes them first. */
export function openHoldsOf(db: Queryable, userId: number, code: string, now: number): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.code, code.toUpperCase()), eq(offerRedemptions.userId, userId), openHold(now)));
}

export interface Quote {
  offer: OfferRow;
  listCents: number;
  discountCents: number;
  payCents: number;
}

/**
 * What `code` does to a plan of `listCents`, or a 400 naming why it does not apply (`field`: the
 * request's name for the code). `paidBefore`: the buyer has paid before (a first-payment code).
 */
export async function quoteOffer(
  db: Queryable,
  p: { code: string; plan: string; listCents: number; paidBefore: boolean; now: number; retention?: boolean; field: string; buyer?: number },
): Promise<Quote> {
  const offer = await findOffer(db, p.code);
  // A retention offer is for a member who starts to cancel, never typed at a checkout.
  if (!offer?.active || offer.retention !== (p.retention ?? false)) throw badRequest(OFFER_MESSAGES.invalid, p.field);
  if (offer.expiresAt !== null && offer.expiresAt <= p.now) throw badRequest(OFFER_MESSAGES.expired, p.field);
  const plans = plansOf(offer);
  const discountCents = discountOf(offer, p.listCents);
  if ((plans && !plans.includes(p.plan)) || discountCents >= p.listCents) throw badRequest(OFFER_MESSAGES.otherPlan, p.field);
  if (offer.firstPaymentOnly && p.paidBefore) throw badRequest(OFFER_MESSAGES.firstOnly, p.field);
  if (offer.maxRedemptions !== null && (await redemptionsInUse(db, offer.code, p.now, p.buyer)) >= offer.maxRedemptions) throw badRequest(OFFER_MESSAGES.usedUp, p.field);
  return { offer, listCents: p.listCents, discountCents, payCents: p.listCents - discountCents };
}

/**
 * Takes one of the code's redemptions, inside the caller's write: the offer's row is locked, then
 * the redemptions in use are counted, so two at once cannot both take the last one. `heldUntil`:
 * a checkout's hold lasts while it is open; null for one counted at once (`paidBy`).
 */
export async function takeRedemption(
  tx: Tx,
  p: { quote: Quote; kind: RedemptionRow['kind']; userId: number; plan: string; heldUntil: number | null; paidBy?: string; now: number; field: string },
): Promise<RedemptionRow> {
  const [offer] = await forUpdate(tx.select().from(offers).where(eq(offers.code, p.quote.offer.code)).limit(1));
  if (!offer?.active) throw badRequest(OFFER_MESSAGES.invalid, p.field);
  if (offer.maxRedemptions !== null && (await redemptionsInUse(tx, offer.code, p.now)) >= offer.maxRedemptions) throw badRequest(OFFER_MESSAGES.usedUp, p.field);
  const [row] = await tx
    .insert(offerRedemptions)
    .values({
      id: `red_${randomBytes(12).toString('base64url')}`,
      code: offer.code,
      kind: p.kind,
      userId: p.userId,
      plan: p.plan,
      status: p.paidBy ? 'paid' : 'held',
      heldUntil: p.heldUntil,
      listCents: p.quote.listCents,
      discountCents: p.quote.discountCents,
      renewals: offer.renewals,
      paidBy: p.paidBy ?? null,
      paidAt: p.paidBy ? p.now : null,
      createdAt: p.now,
    })
    .returning();
  return row;
}

/** A checkout's hold, taken in a write of its own before the checkout is made. */
export function holdRedemption(deps: Pick<Deps, 'db'>, p: Omit<Parameters<typeof takeRedemption>[1], 'kind'>): Promise<RedemptionRow> {
  return deps.db.write((tx) => takeRedemption(tx, { ...p, kind: 'checkout' }));
}

/** The checkout that holds it, once made. */
export function attachCheckout(deps: Pick<Deps, 'db'>, redemptionId: string, sessionId: string) {
  return deps.db.write((tx) => tx.update(offerRedemptions).set({ sessionId }).where(eq(offerRedemptions.id, redemptionId)));
}

/** A hold whose checkout could not be made is given back at once. */
export function releaseRedemption(deps: Pick<Deps, 'db'>, redemptionId: string) {
  return deps.db.write((tx) => tx.delete(offerRedemptions).where(and(eq(offerRedemptions.id, redemptionId), eq(offerRedemptions.status, 'held'))));
}

export async function findRedemption(db: Queryable, id: string): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(offerRedemptions).where(eq(offerRedemptions.id, id)).limit(1);
  return row;
}

/**
 * Counts the redemption as paid by `paidBy` (a payment's id), in the paying write; a repeat, or
 * a later payment of the same checkout's membership, finds it counted already. Counted even when
 * its hold has lapsed: the money was taken at the discounted price.
 */
export async function countRedemption(tx: Tx, id: string, paidBy: string, now: number): Promise<RedemptionRow | undefined> {
  const [counted] = await tx
    .update(offerRedemptions)
    .set({ status: 'paid', paidBy, paidAt: now })
    .where(and(eq(offerRedemptions.id, id), eq(offerRedemptions.status, 'held')))
    .returning();
  return counted ?? (await findRedemption(tx, id));
}

/**
 * A payment refused when it was paid, and refunded (docs/product.md, "Responsible play"), gives
 * its code's use back, in the refusing write.
 */
export async function releaseCounted(tx: Tx, id: string): Promise<void> {
  await tx.update(offerRedemptions).set({ status: 'released' }).where(eq(offerRedemptions.id, id));
}
