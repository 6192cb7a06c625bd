// Codes and cancelling (docs/product.md, "Codes" and "Cancelling"): the wire types, the bounds and
// the words of every refusal, once, for the server and the pages alike. No zod here: the pages
// that show a code import it (the schemas are in offers.ts).

/** A code: 3 to 32 of A-Z, 0-9 and -, kept in capitals (typed in any case). */
export const OFFER_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

export const OFFER_LIMITS = { maxRedemptions: 1_000_000, commentMax: 500 } as const;

/** The reasons a member may give for cancelling, in the order the dialog lists them. */
export const CANCEL_REASONS = ['too-expensive', 'not-winning', 'not-using', 'taking-a-break', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reasons in the member's words (the cancel dialog, the console). */
export const CANCEL_REASON_WORDS: Record<CancelReason, string> = {
  'too-expensive': 'It costs too much',
  'not-winning': "I'm not winning",
  'not-using': "I don't use it enough",
  'taking-a-break': "I'm taking a break",
  other: 'Something else',
};

/** A retention offer is accepted once per member within this many days. */
export const RETENTION_ONCE_PER_DAYS = 365;

export const OFFER_MESSAGES = {
  // The refusals of GET /api/offers/{code} and of a checkout's promoCode, word for word.
  invalid: 'This code is not valid.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  otherPlan: 'This code is not for this plan.',
  firstOnly: 'This code is for a first payment only.',
  // The console's.
  code: 'A code is 3 to 32 characters: letters A-Z, digits and -.',
  codeTaken: 'This code exists already (codes are compared ignoring case). Codes are never deleted: choose another.',
  discount: 'Give the discount as percentOff or as amountOffCents, one of the two.',
  percentOff: 'percentOff is a whole number from 1 to 99.',
  amountOff: 'amountOffCents is a whole number of cents, at least 1.',
  amountOffTooBig: (plan: string) => `amountOffCents must be below the price of every plan the code is for: ${plan} costs that much or less.`,
  plans: 'plans is a list of plan ids, at least one.',
  unknownPlan: (id: string) => `plans names a plan that does not exist: ${id}.`,
  maxRedemptions: `maxRedemptions is a whole number from 1 to ${OFFER_LIMITS.maxRedemptions.toLocaleString('en-US')}.`,
  expiresAt: 'expiresAt must be a date (YYYY-MM-DD) or an ISO 8601 instant, in the future.',
  flag: (field: string) => `${field} must be true or false.`,
  renewals: 'renewals is "first" (the first payment only) or "all" (every renewal).',
  active: 'active must be true or false.',
  nothingToChange: 'Give active or retention to change.',
  notFound: 'No code by that name.',
  retentionTaken: (code: string) => `${code} is the active retention offer already: turn it off first (at most one is active).`,
  created: (code: string) => `Code ${code} created.`,
  saved: (code: string) => `Code ${code} saved.`,
  // Cancelling and the retention offer.
  reason: `reason must be one of: ${CANCEL_REASONS.join(', ')}.`,
  comment: `The comment is at most ${OFFER_LIMITS.commentMax} characters.`,
  noRetentionOffer: 'There is no offer to accept.',
  retentionUsed: `You have accepted an offer to stay within the last ${RETENTION_ONCE_PER_DAYS} days: it can be accepted once a year.`,
  retentionNotRenewing: 'The offer is for a membership that renews and is not cancelled.',
  accepted: (discount: string, at: string) => `Thank you for staying. Your next renewal, on ${at}, is ${discount} off.`,
} as const;

/** GET /api/offers/{code}?plan=: what the code does to this plan's price, in cents. */
export interface OfferQuoteDto {
  code: string;
  plan: string;
  amountCents: number;
  discountCents: number;
  payCents: number;
}

/** GET /api/admin/offers: every code, with how often it was redeemed (paid). */
export interface AdminOfferDto {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Null: every plan. */
  plans: string[] | null;
  maxRedemptions: number | null;
  /** ISO, or null for none. */
  expiresAt: string | null;
  firstPaymentOnly: boolean;
  renewals: 'first' | 'all';
  retention: boolean;
  active: boolean;
  redeemed: number;
  createdAt: string;
}

/** The retention offer shown to a renewing member who starts to cancel (GET /api/account/membership/offer). */
export interface RetentionOfferDto {
  offer: { code: string; percentOff: number | null; amountOffCents: number | null; discountCents: number; nextAmountCents: number; payCents: number } | null;
}

/** GET /api/admin/cancellations. */
export interface CancellationsDto {
  from: string;
  to: string;
  byReason: { reason: CancelReason | 'none'; count: number }[];
  comments: { at: string; reason: CancelReason | null; comment: string }[];
  retained: number;
}

/** "20% off" or "$5.00 off". */
export function discountWords(o: { percentOff: number | null; amountOffCents: number | null }, money: (cents: number) => string): string {
  return o.percentOff !== null ? `${o.percentOff}% off` : `${money(o.amountOffCents ?? 0)} off`;
}
