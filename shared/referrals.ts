// The sign-up's referral field (docs/product.md, "Referrals"); the rules and the wire type are in
// referral-words.ts, zod-free.
import { z } from './zod';

export * from './referral-words';

/** `?ref=` as it arrives, read by sign-up; anything else is ignored, never refused (a link may be old). */
export const refField = z
  .string()
  .trim()
  .max(64)
  .transform((v) => v.toUpperCase())
  .optional();
