// Referrals (docs/product.md, "Referrals"; the referrals feature's own tables).
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

/**
 * Who joined through whose link. Deleting the referrer deletes its rows; deleting the one who
 * joined erases the link (the id becomes null) and keeps the referrer's count of the year.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerId: num('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: num('referred_id').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: num('joined_at').notNull(),
    // The joined account's first payment was looked at: rewarded (rewardedAt, rewardDays) or not.
    settledAt: num('settled_at'),
    rewardedAt: num('rewarded_at'),
    rewardDays: num('reward_days'),
  },
  (t) => [
    uniqueIndex('referrals_referred_unique').on(t.referredId),
    index('referrals_referrer_idx').on(t.referrerId, t.rewardedAt),
    index('referrals_open_idx').on(t.settledAt, t.referredId),
  ],
);
