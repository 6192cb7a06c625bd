// The request schemas of codes and cancelling (docs/api.md, "Codes"); the types, bounds and words
// are in offer-words.ts.
import { z } from './zod';
import { dayQueryParam, isIsoInstant } from './fields';
import { isRealDay } from './calendar';
import { CANCEL_REASONS, OFFER_CODE_PATTERN, OFFER_LIMITS, OFFER_MESSAGES } from './offer-words';
import { PLAN_ID_PATTERN } from './plan-words';

export * from './offer-words';

/** A code as typed: trimmed and in capitals, then A-Z, 0-9 and - only. */
export const offerCodeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(OFFER_CODE_PATTERN, message));

const flag = (field: string) => z.boolean({ error: OFFER_MESSAGES.flag(field) });

/** POST /api/admin/offers. Whether amountOffCents is below every plan's price the server checks. */
export const createOfferSchema = z
  .object({
    code: offerCodeSchema(OFFER_MESSAGES.code),
    percentOff: z.int({ error: OFFER_MESSAGES.percentOff }).min(1, OFFER_MESSAGES.percentOff).max(99, OFFER_MESSAGES.percentOff).optional(),
    amountOffCents: z.int({ error: OFFER_MESSAGES.amountOff }).min(1, OFFER_MESSAGES.amountOff).max(1_000_000, OFFER_MESSAGES.amountOff).optional(),
    plans: z
      .array(z.string({ error: OFFER_MESSAGES.plans }).regex(PLAN_ID_PATTERN, OFFER_MESSAGES.plans), { error: OFFER_MESSAGES.plans })
      .min(1, OFFER_MESSAGES.plans)
      .max(100, OFFER_MESSAGES.plans)
      .optional(),
    maxRedemptions: z
      .int({ error: OFFER_MESSAGES.maxRedemptions })
      .min(1, OFFER_MESSAGES.maxRedemptions)
      .max(OFFER_LIMITS.maxRedemptions, OFFER_MESSAGES.maxRedemptions)
      .optional(),
    expiresAt: z
      .string({ error: OFFER_MESSAGES.expiresAt })
      .trim()
      .refine((v) => isRealDay(v) || isIsoInstant(v), OFFER_MESSAGES.expiresAt)
      .optional(),
    firstPaymentOnly: flag('firstPaymentOnly').optional(),
    renewals: z.enum(['first', 'all'], { error: OFFER_MESSAGES.renewals }).optional(),
    retention: flag('retention').optional(),
  })
  .refine((b) => (b.percentOff === undefined) !== (b.amountOffCents === undefined), { message: OFFER_MESSAGES.discount, path: ['percentOff'] });
export type CreateOfferInput = z.infer<typeof createOfferSchema>;

/** PATCH /api/admin/offers/{code}. */
export const updateOfferSchema = z
  .object({ active: flag('active').optional(), retention: flag('retention').optional() })
  .refine((b) => b.active !== undefined || b.retention !== undefined, { message: OFFER_MESSAGES.nothingToChange });
export type UpdateOfferInput = z.infer<typeof updateOfferSchema>;

/** GET /api/offers/{code}?plan=. */
export const offerQuerySchema = z.object({ plan: z.string({ error: OFFER_MESSAGES.otherPlan }).regex(PLAN_ID_PATTERN, OFFER_MESSAGES.otherPlan) });

/** POST /api/account/membership/cancel: both optional. */
export const cancelSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: OFFER_MESSAGES.reason }).optional(),
    comment: z
      .string({ error: OFFER_MESSAGES.comment })
      .trim()
      .max(OFFER_LIMITS.commentMax, OFFER_MESSAGES.comment)
      .optional()
      .transform((v) => v || undefined),
  })
  .optional()
  .transform((b) => b ?? {});

/** POST /api/account/membership/accept-offer. */
export const acceptOfferSchema = z.object({ code: offerCodeSchema(OFFER_MESSAGES.invalid) });

/** GET /api/admin/cancellations: calendar days in APP_TIMEZONE, both inclusive (default the last 30 days). */
export const cancellationsRangeSchema = z
  .object({
    from: dayQueryParam('from'),
    to: dayQueryParam('to'),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'from must be on or before to.', path: ['from'] });
