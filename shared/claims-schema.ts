// The claims' limits, sentences and check (PUT /api/admin/claims and the console's form), apart
// from shared/claims.ts so that the pages that only show claims load neither zod nor these.
import { z } from './zod';

export const CLAIM_LIMITS = { members: 10_000_000, years: 200, supportMax: 80, sourceMax: 120, nameMax: 80, messageMax: 2000, bars: 5, barLabelMax: 40 } as const;

export const CLAIMS_MESSAGES = {
  saved: 'The claims on the pages are saved. Every page shows them from now on.',
  members: `Members must be a whole number from 1 to ${CLAIM_LIMITS.members.toLocaleString('en-US')}, or empty.`,
  ratingPercent: 'The rating must be a whole percent from 1 to 100, or empty.',
  ratingSource: `Say where the rating comes from (at most ${CLAIM_LIMITS.sourceMax} characters), e.g. "Trustpilot, 1,204 reviews".`,
  yearsOfExperience: `Years of experience must be a whole number from 1 to ${CLAIM_LIMITS.years}, or empty.`,
  support: `Support hours must be 3 to ${CLAIM_LIMITS.supportMax} characters, or empty.`,
  founderName: `The founder's name must be 2 to ${CLAIM_LIMITS.nameMax} characters.`,
  founderTitle: `The founder's title must be 2 to ${CLAIM_LIMITS.nameMax} characters.`,
  founderMessage: `The founder's message must be at most ${CLAIM_LIMITS.messageMax} characters.`,
  portfolio: `At most ${CLAIM_LIMITS.bars} bars, each a label of 1 to ${CLAIM_LIMITS.barLabelMax} characters and a whole percent from 0 to 100.`,
} as const;

const wholeOrNull = (max: number, min: number, message: string) => z.union([z.null(), z.int({ error: message }).min(min, message).max(max, message)], { error: message });
/** Text, or null; an empty field is null too (the console's form sends what it holds). */
const textOrNull = (min: number, max: number, message: string) =>
  z.union([z.null(), z.literal('').transform(() => null), z.string({ error: message }).trim().min(min, message).max(max, message)], { error: message });

export const businessClaimsSchema = z
  .object({
    members: wholeOrNull(CLAIM_LIMITS.members, 1, CLAIMS_MESSAGES.members),
    ratingPercent: wholeOrNull(100, 1, CLAIMS_MESSAGES.ratingPercent),
    ratingSource: textOrNull(0, CLAIM_LIMITS.sourceMax, CLAIMS_MESSAGES.ratingSource),
    yearsOfExperience: wholeOrNull(CLAIM_LIMITS.years, 1, CLAIMS_MESSAGES.yearsOfExperience),
    support: textOrNull(3, CLAIM_LIMITS.supportMax, CLAIMS_MESSAGES.support),
    founder: z.union([
      z.null(),
      z.object({
        name: z.string({ error: CLAIMS_MESSAGES.founderName }).trim().min(2, CLAIMS_MESSAGES.founderName).max(CLAIM_LIMITS.nameMax, CLAIMS_MESSAGES.founderName),
        title: z.string({ error: CLAIMS_MESSAGES.founderTitle }).trim().min(2, CLAIMS_MESSAGES.founderTitle).max(CLAIM_LIMITS.nameMax, CLAIMS_MESSAGES.founderTitle),
        message: z.string({ error: CLAIMS_MESSAGES.founderMessage }).trim().max(CLAIM_LIMITS.messageMax, CLAIMS_MESSAGES.founderMessage),
      }),
    ]),
    portfolio: z
      .array(
        z.object({
          label: z.string({ error: CLAIMS_MESSAGES.portfolio }).trim().min(1, CLAIMS_MESSAGES.portfolio).max(CLAIM_LIMITS.barLabelMax, CLAIMS_MESSAGES.portfolio),
          percent: z.int({ error: CLAIMS_MESSAGES.portfolio }).min(0, CLAIMS_MESSAGES.portfolio).max(100, CLAIMS_MESSAGES.portfolio),
        }),
        { error: CLAIMS_MESSAGES.portfolio },
      )
      .max(CLAIM_LIMITS.bars, CLAIMS_MESSAGES.portfolio),
  })
  // A rating says where it comes from, or it is not shown at all.
  .refine((c) => c.ratingPercent === null || c.ratingSource !== null, { message: CLAIMS_MESSAGES.ratingSource, path: ['ratingSource'] });
