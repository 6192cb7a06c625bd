// Referrals (docs/product.md, "Referrals"; docs/api.md, "GET /api/account/referral"): the rules and
// the wire type, zod-free, so the script every page loads first (which keeps a visitor's referral
// code, app/lib/referral-arrival.ts) carries no zod. The sign-up field is in referrals.ts.

/** A referral code: 5 to 12 of A-Z and 2-9 (no 0/O, 1/I to misread), compared whatever its case. */
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{5,12}$/;

/** How long after arriving with a link a sign-up still counts for it (docs/product.md, "Referrals"). */
export const REFERRAL_ARRIVAL_DAYS = 30;

/** At most this many rewards for one account in 365 days. */
export const REFERRAL_REWARDS_PER_YEAR = 12;

export interface ReferralDto {
  code: string;
  /** APP_URL/?ref={code} */
  url: string;
  /** Accounts that signed up through the link. */
  joined: number;
  /** Of them, those whose first payment added days to this account. */
  rewarded: number;
  /** Days one reward adds. */
  rewardDays: number;
}

export const REFERRAL_MESSAGES = {
  off: 'Referrals are not offered.',
} as const;
