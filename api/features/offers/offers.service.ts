// Codes as the operator makes them, and why members leave (docs/product.md, "Codes" and
// "Cancelling"): the console's list, a new code, a code turned on or off or made the retention
// offer, what a code does to a plan's price, and the cancellations in a range.
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { isUniqueViolation } from '#db/client';
import { cancellations, offerRedemptions, offers } from '#db/schema-offers';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { addDays, dayOf, endOfDay, iso, isoOrNull, isRealDay, startOfDay } from '@shared/calendar';
import { formatMoney } from '@shared/money-format';
import {
  CANCEL_REASONS,
  OFFER_MESSAGES,
  type AdminOfferDto,
  type CancelReason,
  type CancellationsDto,
  type CreateOfferInput,
  type OfferQuoteDto,
  type UpdateOfferInput,
} from '@shared/offers';
import { findPlan, plansById } from '../plans';
import { plansOf, quoteOffer, type OfferRow } from './offers.store';
import type { ErasePart } from '../../platform/erase';

function toAdminDto(o: OfferRow, redeemed: number): AdminOfferDto {
  return {
    code: o.code,
    percentOff: o.percentOff,
    amountOffCents: o.amountOffCents,
    plans: plansOf(o),
    maxRedemptions: o.maxRedemptions,
    expiresAt: isoOrNull(o.expiresAt),
    firstPaymentOnly: o.firstPaymentOnly,
    renewals: o.renewals,
    retention: o.retention,
    active: o.active,
    redeemed,
    createdAt: iso(o.createdAt),
  };
}

/** The member's cancellation, with the reason and comment given, in the cancelling write. */
export async function recordCancellation(tx: Tx, p: { userId: number; reason?: CancelReason; comment?: string; at: number }): Promise<void> {
  await tx.insert(cancellations).values({ userId: p.userId, reason: p.reason ?? null, comment: p.comment ?? null, at: p.at });
}

/**
 * In an account's deletion (docs/security.md, "What deleting an account erases"): its cancellation
 * comments are erased and its cancellations and redemptions no longer name it; the reasons and the
 * counts stay.
 */
async function eraseOffersOf(tx: Tx, userId: number): Promise<void> {
  await tx.update(cancellations).set({ comment: null, userId: null }).where(eq(cancellations.userId, userId));
  await tx.update(offerRedemptions).set({ userId: null }).where(eq(offerRedemptions.userId, userId));
}

/** The offers feature's part of deleting an account (api/platform/erase.ts): comments go, uses and cancellations stay unnamed. */
const eraseOffers: ErasePart = { tables: [cancellations, offerRedemptions], run: (tx, person) => eraseOffersOf(tx, person.id) };

/** Whether the account paid before: its own payments say (the payments feature answers). */
export type PaidBefore = (userId: number) => Promise<boolean>;

export function createOffersService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, paidBefore: PaidBefore) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;

  async function redeemedOf(codes: string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select({ code: offerRedemptions.code, n: count() })
      .from(offerRedemptions)
      .where(and(inArray(offerRedemptions.code, codes), eq(offerRedemptions.status, 'paid')))
      .groupBy(offerRedemptions.code);
    return new Map(rows.map((r) => [r.code, Number(r.n)]));
  }

  const retentionTaken = (code: string) => conflict(OFFER_MESSAGES.retentionTaken(code));

  /** Another active retention offer than `code`, if any. */
  async function otherRetention(tx: Tx, code: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ code: offers.code })
      .from(offers)
      .where(and(eq(offers.retention, true), eq(offers.active, true)))
      .limit(1);
    return row && row.code !== code ? row.code : undefined;
  }

  return {
    erase: eraseOffers,
    /** GET /api/admin/offers: every code, newest first, with its paid redemptions. */
    async list(): Promise<AdminOfferDto[]> {
      const rows = await db.select().from(offers).orderBy(asc(offers.createdAt), asc(offers.code));
      const redeemed = await redeemedOf(rows.map((r) => r.code));
      return rows.reverse().map((r) => toAdminDto(r, redeemed.get(r.code) ?? 0));
    },

    /** POST /api/admin/offers. */
    async create(input: CreateOfferInput, actor: Actor): Promise<AdminOfferDto> {
      const now = clock.now();
      let expiresAt: number | null = null;
      if (input.expiresAt !== undefined) {
        expiresAt = isRealDay(input.expiresAt) ? endOfDay(input.expiresAt, tz) : Date.parse(input.expiresAt);
        if (expiresAt <= now) throw badRequest(OFFER_MESSAGES.expiresAt, 'expiresAt');
      }
      const all = await plansById(db);
      const plans = input.plans ? [...new Set(input.plans)] : null;
      for (const id of plans ?? []) if (!all.has(id)) throw badRequest(OFFER_MESSAGES.unknownPlan(id), 'plans');
      if (input.amountOffCents !== undefined) {
        // Below every plan it applies to: a code never makes a plan free.
        const cheapest = [...all.values()].filter((p) => (plans ? plans.includes(p.id) : p.active)).sort((a, b) => a.amountCents - b.amountCents)[0];
        if (cheapest && input.amountOffCents >= cheapest.amountCents)
          throw badRequest(OFFER_MESSAGES.amountOffTooBig(`${cheapest.name} (${formatMoney(cheapest.amountCents)})`), 'amountOffCents');
      }
      try {
        const row = await db.write(async (tx) => {
          if (input.retention) {
            const other = await otherRetention(tx, input.code);
            if (other) throw retentionTaken(other);
          }
          const [made] = await tx
            .insert(offers)
            .values({
              code: input.code,
              percentOff: input.percentOff ?? null,
              amountOffCents: input.amountOffCents ?? null,
              plans: plans ? plans.join(',') : null,
              maxRedemptions: input.maxRedemptions ?? null,
              expiresAt,
              firstPaymentOnly: input.firstPaymentOnly ?? false,
              renewals: input.renewals ?? 'first',
              retention: input.retention ?? false,
              active: true,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!made) throw conflict(OFFER_MESSAGES.codeTaken);
          await recordAudit(tx, { actor, action: 'offer.create', target: `code ${made.code}`, detail: { ...input, expiresAt: isoOrNull(expiresAt) }, at: now });
          return made;
        });
        return toAdminDto(row, 0);
      } catch (err) {
        // Two retention offers made at once: the index keeps one.
        if (isUniqueViolation(err)) throw input.retention ? retentionTaken('Another code') : conflict(OFFER_MESSAGES.codeTaken);
        throw err;
      }
    },

    /** PATCH /api/admin/offers/{code}: on or off sale, the retention offer or not. */
    async update(code: string, input: UpdateOfferInput, actor: Actor): Promise<AdminOfferDto> {
      const now = clock.now();
      try {
        const row = await db.write(async (tx) => {
          const [before] = await tx.select().from(offers).where(eq(offers.code, code)).limit(1);
          if (!before) throw notFound(OFFER_MESSAGES.notFound);
          const after = { active: input.active ?? before.active, retention: input.retention ?? before.retention };
          if (after.active && after.retention) {
            const other = await otherRetention(tx, code);
            if (other) throw retentionTaken(other);
          }
          const [updated] = await tx
            .update(offers)
            .set({ ...after, updatedAt: now })
            .where(eq(offers.code, code))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'offer.update',
            target: `code ${code}`,
            detail: { changes: input, was: { active: before.active, retention: before.retention } },
            at: now,
          });
          return updated;
        });
        return toAdminDto(row, (await redeemedOf([code])).get(code) ?? 0);
      } catch (err) {
        if (isUniqueViolation(err)) throw retentionTaken('Another code');
        throw err;
      }
    },

    /** GET /api/offers/{code}?plan=: what the code does to the plan's price for this member. */
    async quote(userId: number, code: string, planId: string): Promise<OfferQuoteDto> {
      const plan = await findPlan(db, planId);
      if (!plan?.active) throw badRequest(OFFER_MESSAGES.otherPlan, 'plan');
      const q = await quoteOffer(db, { code, plan: plan.id, listCents: plan.amountCents, paidBefore: await paidBefore(userId), now: clock.now(), field: 'code', buyer: userId });
      return { code: q.offer.code, plan: plan.id, amountCents: q.listCents, discountCents: q.discountCents, payCents: q.payCents };
    },

    /** GET /api/admin/cancellations: renewals stopped in the range, by reason, with the comments, and members kept by the retention offer. */
    async cancellations(range: { from?: string; to?: string }): Promise<CancellationsDto> {
      const to = range.to ?? dayOf(clock.now(), tz);
      const from = range.from ?? addDays(to, -29);
      const start = startOfDay(from, tz);
      const end = startOfDay(addDays(to, 1), tz);
      const rows = await db
        .select()
        .from(cancellations)
        .where(and(gte(cancellations.at, start), lt(cancellations.at, end)))
        .orderBy(asc(cancellations.at), asc(cancellations.id));
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.reason ?? 'none', (counts.get(r.reason ?? 'none') ?? 0) + 1);
      const [kept] = await db
        .select({ n: count() })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.kind, 'retention'), gte(offerRedemptions.createdAt, start), lt(offerRedemptions.createdAt, end)));
      return {
        from,
        to,
        // Every reason, none given too when some gave none: the console draws them side by side.
        byReason: [...CANCEL_REASONS, ...(counts.has('none') ? ['none' as const] : [])].map((reason) => ({ reason, count: counts.get(reason) ?? 0 })),
        comments: rows
          .filter((r) => r.comment)
          .reverse()
          .map((r) => ({ at: iso(r.at), reason: (r.reason as CancelReason | null) ?? null, comment: r.comment! })),
        retained: Number(kept?.n ?? 0),
      };
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
