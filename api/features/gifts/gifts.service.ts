// Gifts (docs/product.md, "Gifts"): a plan bought for someone else. Its checkout is a purchase's
// (payments.startCheckout, codes included, never renewing); once paid the buyer has a receipt and
// the recipient, on the day chosen, an e-mail with a link that anyone holding it may redeem once,
// within GIFT_VALID_DAYS of its sending, for the plan's days.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { gifts } from '#db/schema-gifts';
import type { Tx } from '#db/client';
import { PRODUCT_NAME } from '@shared/brand';
import { addDays, dayOf, instantAt, iso, isoOrNull } from '@shared/calendar';
import { GIFT_MESSAGES, GIFT_SEND_WITHIN_DAYS, GIFT_VALID_DAYS, type GiftDto, type GiftInput, type GiftLinkDto, type GiftRedeemedDto } from '@shared/gifts';
import { DAY } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { formatDate } from '../../platform/format';
import { ApiError, badRequest, conflict, notFound } from '../../platform/http/http-errors';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queueMail } from '../../platform/mail/mail.job';
import type { PaymentsService } from '../payments';
import { findPlan, planForSale, plansById } from '../plans';
import { assertNotExcluded } from '../responsible-play';
import { extendAccount, findUserById, lockUser, toUserDto, type UserRow } from '../users';
import { eraseGifts } from './gifts.erase';
import { GIFT_MAIL_KEY, GIFT_SEND, tokenHashOf, type GiftRow } from './gifts.store';

/** A later day's e-mail goes at this hour of the operator's calendar, not at midnight. */
const SEND_HOUR = '09:00';
/** An unpaid gift's row (its checkout left) is forgotten after this long: Stripe's checkouts close within a day. */
const UNPAID_KEPT_MS = 7 * DAY;

const validFor = GIFT_VALID_DAYS * DAY;

function statusOf(g: GiftRow, now: number): GiftDto['status'] {
  if (g.redeemedAt !== null) return 'redeemed';
  if (g.sentAt === null) return 'scheduled';
  return g.sentAt + validFor > now ? 'sent' : 'expired';
}

export function createGiftsService(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  queue: JobQueue,
  payments: Pick<PaymentsService, 'startCheckout'>,
  hooks: { extended?: (tx: Tx, userId: number, days: number, now: number) => Promise<void> } = {},
) {
  const { db, clock, config } = deps;

  /** When the e-mail of a gift chosen for `sendOn` goes: at once for today, else SEND_HOUR that day. */
  function sendingOf(sendOn: string | undefined, now: number): { sendOn: string; sendAt: number } {
    const today = dayOf(now, config.timeZone);
    if (sendOn === undefined || sendOn === today) return { sendOn: today, sendAt: now };
    if (sendOn < today) throw badRequest(GIFT_MESSAGES.sendOnPast, 'sendOn');
    if (sendOn > addDays(today, GIFT_SEND_WITHIN_DAYS)) throw badRequest(GIFT_MESSAGES.sendOnFar, 'sendOn');
    return { sendOn, sendAt: instantAt(sendOn, SEND_HOUR, config.timeZone) };
  }

  /** The `gift-send` job: the link's token is made now, only its hash kept, and the e-mail queued, once. */
  const send = (async ({ giftId }: { giftId: number }) => {
    const token = randomBytes(32).toString('base64url');
    return async (tx: Tx) => {
      const now = clock.now();
      const [gift] = await tx
        .update(gifts)
        .set({ sentAt: now, tokenHash: tokenHashOf(token) })
        .where(and(eq(gifts.id, giftId), isNotNull(gifts.paidAt), isNull(gifts.sentAt)))
        .returning();
      if (!gift) return;
      const [buyer, plan] = await Promise.all([findUserById(tx, gift.buyerId), findPlan(tx, gift.plan)]);
      const from = buyer?.username ?? 'Someone';
      const days = plan ? `${plan.durationDays} day${plan.durationDays === 1 ? '' : 's'}` : 'days';
      await queueMail(
        queue,
        tx,
        {
          to: gift.recipientEmail,
          subject: `${from} sent you a gift: ${plan?.name ?? gift.plan} on ${PRODUCT_NAME}`,
          text: [
            'Hello,',
            '',
            `${from} has given you ${days} of ${PRODUCT_NAME} VIP predictions (${plan?.name ?? gift.plan}).`,
            ...(gift.message ? ['', `Their message:`, '', gift.message] : []),
            '',
            `Redeem your gift here (sign up or sign in first, it takes a minute): ${config.appUrl}/gift/${token}`,
            '',
            `Anyone holding this link can redeem the gift once, until ${formatDate(now + validFor, config.timeZone)}.`,
          ].join('\n'),
        },
        GIFT_MAIL_KEY(gift.id),
      );
    };
  }) satisfies JobHandler<{ giftId: number }>;

  async function byToken(token: string): Promise<GiftRow | undefined> {
    if (token.length === 0 || token.length > 100) return undefined;
    const [gift] = await db
      .select()
      .from(gifts)
      .where(eq(gifts.tokenHash, tokenHashOf(token)))
      .limit(1);
    return gift;
  }

  return {
    jobs: { [GIFT_SEND]: send },
    // Unpaid gifts (checkouts left) keep a recipient's address: forgotten after a week.
    sweeps: [(tx: Tx, now: number) => tx.delete(gifts).where(and(isNull(gifts.paidAt), lt(gifts.createdAt, now - UNPAID_KEPT_MS)))],
    erase: eraseGifts,

    /** POST /api/gifts: the gift is kept unpaid, and its checkout opened as a purchase's. */
    async create(caller: UserRow, input: GiftInput): Promise<{ id: string; url: string }> {
      const now = clock.now();
      const { sendOn, sendAt } = sendingOf(input.sendOn, now);
      const plan = await planForSale(db, input.plan);
      const [gift] = await db.write((tx) =>
        tx
          .insert(gifts)
          .values({ buyerId: caller.id, plan: plan.id, recipientEmail: input.recipientEmail, message: input.message ?? null, sendOn, sendAt, createdAt: now })
          .returning({ id: gifts.id }),
      );
      try {
        return await payments.startCheckout(caller, { userId: String(caller.id), plan: plan.id, promoCode: input.promoCode }, { giftId: gift.id });
      } catch (err) {
        // Refused (a code, a break, the limit, too many checkouts): nothing of it stays.
        await db.write((tx) => tx.delete(gifts).where(eq(gifts.id, gift.id)));
        throw err;
      }
    },

    /** GET /api/gifts/mine: the caller's paid gifts, newest first, without who redeemed them. */
    async mine(buyerId: number): Promise<GiftDto[]> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(gifts)
        .where(and(eq(gifts.buyerId, buyerId), isNotNull(gifts.paidAt)))
        .orderBy(desc(gifts.id));
      const plans = await plansById(db);
      return rows.map((g) => ({
        _id: String(g.id),
        plan: g.plan,
        planName: plans.get(g.plan)?.name ?? g.plan,
        recipientEmail: g.recipientEmail,
        status: statusOf(g, now),
        sendOn: g.sendOn,
        sentAt: isoOrNull(g.sentAt),
        redeemedAt: isoOrNull(g.redeemedAt),
        expiresAt: g.sentAt === null ? null : iso(g.sentAt + validFor),
        createdAt: iso(g.paidAt ?? g.createdAt),
      }));
    },

    /** GET /api/gifts/{token}: what the link holds, for its page. */
    async show(token: string): Promise<GiftLinkDto> {
      const gift = await byToken(token);
      if (!gift || gift.sentAt === null) throw notFound(GIFT_MESSAGES.unknown);
      const [plan, buyer] = await Promise.all([findPlan(db, gift.plan), findUserById(db, gift.buyerId)]);
      const status = statusOf(gift, clock.now());
      return {
        plan: gift.plan,
        planName: plan?.name ?? gift.plan,
        durationDays: plan?.durationDays ?? 0,
        from: buyer?.username ?? 'Someone',
        message: gift.message,
        status: status === 'sent' ? 'open' : status === 'expired' ? 'expired' : 'redeemed',
        expiresAt: iso(gift.sentAt + validFor),
      };
    },

    /**
     * POST /api/gifts/{token}/redeem: the plan's days added to the caller's membership, once. The
     * gift is taken by one conditional update, so of two redeems at once one wins and the other
     * finds it redeemed (409).
     */
    async redeem(caller: UserRow, token: string): Promise<GiftRedeemedDto> {
      const now = clock.now();
      assertNotExcluded(deps, caller, now);
      const hash = token.length > 0 && token.length <= 100 ? tokenHashOf(token) : null;
      if (!hash) throw notFound(GIFT_MESSAGES.unknown);
      return db.write(async (tx) => {
        const [taken] = await tx
          .update(gifts)
          .set({ redeemedAt: now, redeemerId: caller.id })
          .where(and(eq(gifts.tokenHash, hash), isNull(gifts.redeemedAt), gt(gifts.sentAt, now - validFor)))
          .returning();
        if (!taken) {
          const [gift] = await tx.select().from(gifts).where(eq(gifts.tokenHash, hash)).limit(1);
          if (!gift) throw notFound(GIFT_MESSAGES.unknown);
          if (gift.redeemedAt !== null) throw conflict(GIFT_MESSAGES.redeemed);
          throw new ApiError(410, GIFT_MESSAGES.expired);
        }
        const plan = await findPlan(tx, taken.plan);
        if (!plan) throw notFound(GIFT_MESSAGES.unknown);
        const locked = await lockUser(tx, caller.id);
        if (!locked) throw notFound(GIFT_MESSAGES.unknown);
        const user = await extendAccount(tx, locked, plan.durationDays, now);
        // A renewing membership's next charge moves by the days given, as an extension's does.
        await hooks.extended?.(tx, caller.id, plan.durationDays, now);
        return { plan: plan.id, durationDays: plan.durationDays, subscriptionExpiresAt: iso(user.subscriptionExpiresAt!), user: toUserDto(user, now) };
      });
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
