// Whom a news e-mail reaches (docs/product.md, "News e-mails"): the segment's accounts, with news
// on, not on a break and not deleted (a deleted account has no row). One condition on accounts,
// built by the features that own what it reads, used by the count the console shows and by the
// send itself, so the two never disagree.
import { and, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { DAY } from '../../platform/clock';
import { LAPSED_WITHIN_DAYS, segmentState, type Segment } from '@shared/news';
import { mailOnWhere } from '../mail';
import { everPaidWhere } from '../payments';
import { notOnBreakWhere } from '../responsible-play';
import { activeSubscriberWhere, endedWithinWhere, followsStateWhere, notAdminWhere, trialOnlyWhere } from '../users';

/** The segment's accounts at `now`, before who may get news is asked. */
export function segmentWhere(db: Queryable, segment: Segment, now: number, trialDays: number): SQL {
  const state = segmentState(segment);
  if (state) return followsStateWhere(state);
  const access = activeSubscriberWhere(now);
  switch (segment) {
    case 'all':
      return sql`1 = 1`;
    case 'subscribers':
      return access;
    case 'trials':
      return and(access, trialOnlyWhere(trialDays))!;
    // An admin always has access; a member's end lies within the last 90 days.
    case 'lapsed':
      return endedWithinWhere(now, LAPSED_WITHIN_DAYS * DAY);
    case 'customers':
      return and(notAdminWhere(), not(access), not(everPaidWhere(db)))!;
  }
  throw new Error(`unknown segment ${segment}`);
}

/** Whom a news e-mail to `segment` reaches at `now`. */
export const reachWhere = (db: Queryable, segment: Segment, now: number, trialDays: number): SQL =>
  and(segmentWhere(db, segment, now, trialDays), notOnBreakWhere(now), mailOnWhere(db, 'news'))!;
