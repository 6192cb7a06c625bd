// What the business says about itself on the pages (docs/product.md, "What the pages claim"): how
// many members, a rating, years of experience, when support answers, a founder's word, the
// portfolio's bars. None comes with the product: each is the operator's, set in the console, and
// until set none is shown. The copy (app/content/) names a claim by a placeholder ({members},
// {rating}, {years}, {support}) in the sentence that makes it; a sentence whose claim is not set
// shows its `without` words instead, or nothing.
import { z } from './zod';

export interface FounderDto {
  name: string;
  title: string;
  /** Plain text; a blank line starts a paragraph. */
  message: string;
}

export interface PortfolioBarDto {
  label: string;
  percent: number;
}

/** `GET /api/claims`, and what `PUT /api/admin/claims` takes: every claim null (or empty) until the operator sets it. */
export interface BusinessClaimsDto {
  /** Members, shown as "12,560+ Members". */
  members: number | null;
  /** A positive rating in percent, with where it comes from. */
  ratingPercent: number | null;
  ratingSource: string | null;
  yearsOfExperience: number | null;
  /** When support answers, in the operator's words: "Live support 9 am to 5 pm ET, Monday to Friday". */
  support: string | null;
  founder: FounderDto | null;
  /** The portfolio's bars on the home page. */
  portfolio: PortfolioBarDto[];
}

/** `GET /api/admin/claims`: the claims, and when and by whom they were last set (null: never). */
export interface BusinessClaimsAdminDto {
  claims: BusinessClaimsDto;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const NO_CLAIMS: BusinessClaimsDto = {
  members: null,
  ratingPercent: null,
  ratingSource: null,
  yearsOfExperience: null,
  support: null,
  founder: null,
  portfolio: [],
};

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

/** The placeholders the copy may use, each standing for one claim. */
export type ClaimPlaceholder = 'members' | 'rating' | 'years' | 'support' | 'founder';

/** Each placeholder's words, or undefined while its claim is not set. */
export function claimWords(c: BusinessClaimsDto): Record<ClaimPlaceholder, string | undefined> {
  return {
    members: c.members === null ? undefined : c.members.toLocaleString('en-US'),
    rating: c.ratingPercent === null || c.ratingSource === null ? undefined : `${c.ratingPercent}%`,
    years: c.yearsOfExperience === null ? undefined : String(c.yearsOfExperience),
    support: c.support ?? undefined,
    founder: c.founder?.name,
  };
}

/** A sentence of the copy that may make claims: its words, and what it says while one of them is not set (nothing when absent). */
export interface ClaimingText {
  text: string;
  without?: string;
}

/**
 * The sentence to show: `text` with each {placeholder} filled when every claim it names is set,
 * else `without` (or '' when it has none). A sentence naming no claim is shown as it is.
 */
export function claimSentence(s: ClaimingText | string, c: BusinessClaimsDto): string {
  const { text, without = '' } = typeof s === 'string' ? { text: s } : s;
  const words = claimWords(c);
  let missing = false;
  const filled = text.replace(/\{(members|rating|years|support|founder)\}/g, (_, key: ClaimPlaceholder) => {
    const w = words[key];
    if (w === undefined) missing = true;
    return w ?? '';
  });
  return missing ? without : filled;
}
