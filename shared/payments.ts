import { z } from './zod';
import { MEMBERSHIP_MESSAGES, PAUSE_PERIODS, type PausePeriods } from './membership';
import { PAYMENT_MESSAGES } from './payment-messages';
import { PLAN_ID_PATTERN } from './plan-words';
import { OFFER_MESSAGES, offerCodeSchema } from './offers';

// The words live apart from the schemas, so a page can show them without loading zod.
export { PAYMENT_MESSAGES };

/**
 * GET /api/stripe/checkout: how this server takes payments, so the pages name the checkout truly
 * ("Secure checkout by Stripe" only with Stripe; the simulated checkout charges no card).
 */
export interface CheckoutKindDto {
  provider: 'stripe' | 'simulated';
  /** Stripe's publishable key, where one is set (docs/api.md, "Payments": the client's SDK key). */
  publishableKey: string | null;
}

const idField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required.` })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `${label} is required.`).max(64, `${label} is too long.`));

// A plan's id; whether it exists and is on sale the server's plan table says (docs/product.md, "Plans").
const planField = z.string({ error: PAYMENT_MESSAGES.invalidPlan }).regex(PLAN_ID_PATTERN, PAYMENT_MESSAGES.invalidPlan);

export const checkoutSchema = z.object({
  userId: idField('userId'),
  plan: planField,
  email: z
    .string({ error: PAYMENT_MESSAGES.invalidReceiptEmail })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: PAYMENT_MESSAGES.invalidReceiptEmail }))
    .optional(),
  // "Renewing memberships" (docs/product.md): a weekly or monthly membership that renews until
  // cancelled, instead of a pass.
  renew: z.boolean({ error: MEMBERSHIP_MESSAGES.renewType }).optional(),
  // "Codes" (docs/product.md): a code typed on the payment page; an empty field is none.
  promoCode: z
    .string({ error: OFFER_MESSAGES.invalid })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(offerCodeSchema(OFFER_MESSAGES.invalid).optional()),
  // Sent by the original client; not used.
  timestamp: z.unknown().optional(),
});

export const paymentSuccessSchema = z.object({
  session_id: z.string({ error: 'session_id is required.' }).trim().min(1, 'session_id is required.').max(255, 'session_id is too long.'),
  plan: planField,
  userId: idField('userId'),
});

/** POST /api/dev/renew-now (outside production, admins). */
export const renewNowSchema = z.object({
  userId: z
    .union([z.string(), z.number()], { error: MEMBERSHIP_MESSAGES.userIdRequired })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^[1-9]\d{0,15}$/, 'userId must be a user id.')),
  fail: z.boolean({ error: MEMBERSHIP_MESSAGES.failType }).optional(),
});

/** POST /api/account/membership/pause (docs/product.md, "Pausing"): how many renewals to skip. */
export const pauseSchema = z.object({
  periods: z
    .number({ error: MEMBERSHIP_MESSAGES.pausePeriods })
    .refine((n): n is PausePeriods => (PAUSE_PERIODS as readonly number[]).includes(n), MEMBERSHIP_MESSAGES.pausePeriods)
    .transform((n) => n as PausePeriods),
});
