// Referrals (docs/product.md, "Referrals"): each account's link; a sign-up through it
// is linked to the code, and when that account first pays, the referrer gets REFERRAL_DAYS days,
// at most twelve times in 365 days. The reward is settled by a job that looks for first payments
// (every five minutes and at every start), one referral per transaction, exactly once across
// processes: the referral's row is claimed by a conditional update before anything is given.
import { createHmac } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { referrals } from '#db/schema-referrals';
import { REFERRAL_REWARDS_PER_YEAR, type ReferralDto } from '@shared/referrals';
import { PRODUCT_NAME } from '@shared/brand';
import { DAY, MINUTE, SECOND } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { formatDate } from '../../platform/format';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queueMail } from '../../platform/mail/mail.job';
import { firstPaymentsOf } from '../payments';
import { extendAccount, findUserById, lockUser } from '../users';

/** The code's letters: no 0/O or 1/I to misread (shared/referral-words.ts, REFERRAL_CODE). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters of a code that check it: a code made up does not name an account. */
const CHECK = 4;

/**
 * An account's referral code, the same every time and stored nowhere (reading the link writes
 * nothing): its id in the code's letters, then CHECK letters of an HMAC of it with the server's key.
 */
function codeFor(userId: number, secret: string): string {
  let id = '';
  for (let n = userId; ; n = Math.floor(n / LETTERS.length)) {
    id = LETTERS[n % LETTERS.length] + id;
    if (n < LETTERS.length) break;
  }
  const mac = createHmac('sha256', secret).update(`referral|${userId}`).digest();
  return id + Array.from(mac.subarray(0, CHECK), (b) => LETTERS[b % LETTERS.length]).join('');
}

/** The account a code names, if its check letters hold. */
function accountOf(code: string, secret: string): number | undefined {
  if (code.length <= CHECK || code.length > CHECK + 8) return undefined;
  let id = 0;
  for (const c of code.slice(0, -CHECK)) {
    const v = LETTERS.indexOf(c);
    if (v < 0) return undefined;
    id = id * LETTERS.length + v;
  }
  return codeFor(id, secret) === code ? id : undefined;
}

/** How many open referrals one round looks at: the rest wait for the next. */
const ROUND = 200;

/**
 * Linking a sign-up to the code it arrived with, in the new account's transaction (auth names only
 * this shape). An unknown code, or referrals off, links nothing: a sign-up is never refused for it.
 */
export function createReferralLinks(deps: Pick<Deps, 'clock' | 'config' | 'jwtSecret'>) {
  return {
    async join(tx: Tx, user: { id: number }, code: string | undefined): Promise<void> {
      if (!code || deps.config.referralDays === 0) return;
      const owner = accountOf(code, deps.jwtSecret);
      if (owner === undefined || owner === user.id) return;
      if (!(await findUserById(tx, owner))) return;
      await tx.insert(referrals).values({ referrerId: owner, referredId: user.id, joinedAt: deps.clock.now() }).onConflictDoNothing();
    },
  };
}

export type ReferralLinks = ReturnType<typeof createReferralLinks>;

export function createReferralsService(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>,
  queue: JobQueue,
  hooks: { extended?: (tx: Tx, userId: number, days: number, now: number) => Promise<void> } = {},
) {
  const { db, clock, config } = deps;
  const days = config.referralDays;

  /** Settles one referral whose account has paid; nothing when another process settled it first. */
  async function settle(referral: { id: number; referrerId: number; joinedAt: number }, paidAt: number): Promise<void> {
    await db.write(async (tx) => {
      const now = clock.now();
      const claimed = await tx
        .update(referrals)
        .set({ settledAt: now })
        .where(and(eq(referrals.id, referral.id), isNull(referrals.settledAt)))
        .returning({ id: referrals.id });
      if (claimed.length === 0) return;
      // An account that paid before it was linked earns nothing.
      if (paidAt < referral.joinedAt) return;
      // Locked first: rewards of one referrer settled at once count each other.
      const referrer = await lockUser(tx, referral.referrerId);
      if (!referrer || referrer.role === 'admin') return;
      const [{ n }] = await tx
        .select({ n: count() })
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrer.id), isNotNull(referrals.rewardedAt), gt(referrals.rewardedAt, now - 365 * DAY)));
      if (n >= REFERRAL_REWARDS_PER_YEAR) return;
      const updated = await extendAccount(tx, referrer, days, now);
      await hooks.extended?.(tx, referrer.id, days, now);
      await tx.update(referrals).set({ rewardedAt: now, rewardDays: days }).where(eq(referrals.id, referral.id));
      const until = formatDate(updated.subscriptionExpiresAt ?? now, config.timeZone);
      await queueMail(
        queue,
        tx,
        {
          to: referrer.email,
          subject: `${days === 1 ? '1 day' : `${days} days`} added to your ${PRODUCT_NAME} membership`,
          text: [
            `Hi ${referrer.username},`,
            '',
            `Someone who signed up through your link has bought a plan, so we added ${days === 1 ? '1 day' : `${days} days`} to your membership. It now runs until ${until}.`,
            '',
            `Your link and what it has earned: ${config.appUrl}/account`,
          ].join('\n'),
        },
        `referral-reward:${referral.id}`,
      );
    });
  }

  /** The `referral-rewards` job: every open referral whose account has paid is settled. */
  const rewards = (async () => {
    const open = await db
      .select({ id: referrals.id, referrerId: referrals.referrerId, referredId: referrals.referredId, joinedAt: referrals.joinedAt })
      .from(referrals)
      .where(and(isNull(referrals.settledAt), isNotNull(referrals.referredId)))
      .orderBy(referrals.id)
      .limit(ROUND);
    const firstPaid = await firstPaymentsOf(
      db,
      open.map((r) => r.referredId!),
    );
    for (const r of open) {
      const paidAt = firstPaid.get(r.referredId!);
      if (paidAt !== undefined) await settle(r, paidAt);
    }
  }) satisfies JobHandler<unknown>;

  return {
    /** GET /api/account/referral; null when referrals are off. */
    async mine(userId: number): Promise<ReferralDto | null> {
      if (days === 0) return null;
      const code = codeFor(userId, deps.jwtSecret);
      const [figures] = await db
        .select({ joined: count(), rewarded: count(referrals.rewardedAt) })
        .from(referrals)
        .where(eq(referrals.referrerId, userId));
      return { code, url: `${config.appUrl}/?ref=${code}`, joined: Number(figures.joined), rewarded: Number(figures.rewarded), rewardDays: days };
    },

    jobs: { 'referral-rewards': rewards },
    schedules: days > 0 ? [{ name: 'referral-rewards', everyMs: 5 * MINUTE, firstDelayMs: 30 * SECOND, job: { kind: 'referral-rewards' } }] : [],
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
