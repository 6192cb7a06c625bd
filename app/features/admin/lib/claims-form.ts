// The Claims page's form (docs/operations.md, "What the marketing may claim"): what the operator
// typed, into the body of PUT /api/admin/claims. An empty field is a claim not made; the server's
// schema (shared/claims.ts) checks the rest, with the same sentences.
import type { BusinessClaimsDto } from '@shared/claims';
import { businessClaimsSchema, CLAIM_LIMITS } from '@shared/claims-schema';

export const PORTFOLIO_ROWS = CLAIM_LIMITS.bars;

const whole = (v: string): number | null => (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** The form's fields, by name, into the claims; NaN stands for a number that is not one (the schema refuses it, naming the field). */
export function claimsOfForm(get: (name: string) => string): BusinessClaimsDto {
  const founder = { name: get('founderName').trim(), title: get('founderTitle').trim(), message: get('founderMessage').trim() };
  const portfolio = Array.from({ length: PORTFOLIO_ROWS }, (_, i) => ({ label: get(`bar${i}Label`).trim(), percent: get(`bar${i}Percent`) }))
    .filter((b) => b.label !== '' || b.percent.trim() !== '')
    .map((b) => ({ label: b.label, percent: whole(b.percent) ?? Number.NaN }));
  return {
    members: whole(get('members')),
    ratingPercent: whole(get('ratingPercent')),
    ratingSource: get('ratingSource').trim() || null,
    yearsOfExperience: whole(get('yearsOfExperience')),
    support: get('support').trim() || null,
    founder: founder.name || founder.title || founder.message ? founder : null,
    portfolio,
  };
}

/** The server's refusal said at its field, before anything is sent: the field's name (as the API names it) and the sentence. */
export function claimsProblem(claims: BusinessClaimsDto): { field: string; message: string } | null {
  const checked = businessClaimsSchema.safeParse(claims);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return { field: issue.path.map(String).join('.'), message: issue.message };
}

/** Which claims the pages make now, in the operator's words, for the console's overview. */
export function claimsInForce(c: BusinessClaimsDto): string[] {
  return [
    c.members !== null && `${c.members.toLocaleString('en-US')}+ members`,
    c.ratingPercent !== null && `a ${c.ratingPercent}% rating (${c.ratingSource})`,
    c.yearsOfExperience !== null && `${c.yearsOfExperience} years of experience`,
    c.support && `support: ${c.support}`,
    c.founder && `a word from ${c.founder.name}`,
    c.portfolio.length > 0 && `${c.portfolio.length} portfolio bar${c.portfolio.length === 1 ? '' : 's'}`,
  ].filter((s): s is string => Boolean(s));
}
