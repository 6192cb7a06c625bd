// What the business says about itself on the pages (docs/product.md, "What the pages claim"): how
// many members, a rating, years of experience, when support answers, a founder's word, the
// portfolio's bars. None comes with the product: each is the operator's, set in the console, and
// until set none is shown. The copy (app/content/) names a claim by a placeholder ({members},
// {rating}, {years}, {support}) in the sentence that makes it; a sentence whose claim is not set
// shows its `without` words instead, or nothing.
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
