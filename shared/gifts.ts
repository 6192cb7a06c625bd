// Gifts (docs/product.md, "Gifts"): the body of POST /api/gifts, for the gift form and the server.
import { z } from './zod';
import { DAY_PATTERN, isRealDay } from './calendar';
import { PAYMENT_MESSAGES } from './payment-messages';
import { PLAN_ID_PATTERN } from './plan-words';
import { OFFER_MESSAGES, offerCodeSchema } from './offers';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from './gift-words';

export * from './gift-words';

export const giftSchema = z.object({
  plan: z.string({ error: PAYMENT_MESSAGES.invalidPlan }).regex(PLAN_ID_PATTERN, PAYMENT_MESSAGES.invalidPlan),
  recipientEmail: z
    .string({ error: GIFT_MESSAGES.recipientEmail })
    .trim()
    .toLowerCase()
    .max(254, GIFT_MESSAGES.recipientEmail)
    .pipe(z.email({ error: GIFT_MESSAGES.recipientEmail })),
  // An empty message is none.
  message: z
    .string({ error: GIFT_MESSAGES.message })
    .trim()
    .max(GIFT_MESSAGE_MAX, GIFT_MESSAGES.message)
    .optional()
    .transform((v) => v || undefined),
  // Whether the day is today or within the next 90 the server decides, on its own calendar.
  sendOn: z
    .string({ error: GIFT_MESSAGES.sendOnFormat })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (DAY_PATTERN.test(v) && isRealDay(v)), GIFT_MESSAGES.sendOnFormat),
  // "Codes" (docs/product.md): as at any checkout; an empty field is none.
  promoCode: z
    .string({ error: OFFER_MESSAGES.invalid })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(offerCodeSchema(OFFER_MESSAGES.invalid).optional()),
});

export type GiftInput = z.infer<typeof giftSchema>;
