// The marketing words: the home page's (home.ts) and How it works' (about.ts), and what both say
// (below): the files to replace with the operator's own copy, as legal.ts holds the policies. One
// file per page, so neither page's first download carries the other's words. Plain text only, no markup, so the pages stay safe to
// render whatever is pasted in.
//
// The defaults are the original marketing words, reworded where they promised what the Terms deny:
// every draw is random and no prediction makes a win more likely or certain, so nothing here says
// "guaranteed hits" or "promised to hit" (docs/operations.md, "What the marketing may claim").
// A sentence about how the predictions perform carries `record: true`: the page shows the
// measured track record (GET /api/track-record, as /track-record counts it) right beside it, so a
// visitor reads the figures with the claim.
//
// No figure about the business is written here: members, a rating, years of experience, support
// hours, a founder and the portfolio's bars are the operator's, set in the console
// (shared/claims.ts). A sentence that states one names it by a placeholder and shows only once it is
// set; the pages read well without any.

/**
 * A sentence of copy; with `record`, the measured track record is shown beside it. A sentence that
 * names a claim of the business by its placeholder shows `without` (or nothing) until the operator
 * has set that claim (shared/claims.ts, claimSentence).
 */
export interface Claim {
  text: string;
  without?: string;
  record?: boolean;
}

/** Names of the icons the service cards may show (app/components/icons.tsx). */
export type ServiceIcon = 'target' | 'chart' | 'shield' | 'map' | 'clock' | 'bolt' | 'headset';

export interface Service {
  icon: ServiceIcon;
  title: string;
  text: Claim;
}

export const STATES_LIST = 'Tennessee, Texas, Georgia, Ohio, Michigan, Florida and North Carolina';

/**
 * The two tactics the pages name, and what each means: How it works lists them, and every set
 * says them again beside its numbers (components/batch-card.tsx), as the home page promises.
 * They say how to use a set, never that it wins more often.
 */
export const TACTIC_GUIDE = [
  {
    name: 'First Best Alternate (FBA)',
    how: 'Play the predictions first. To add a number, take the first of the Best Alternatives: they are ranked, and number 1 is the one we rate highest after the predictions.',
  },
  {
    name: 'Very Last Number You See (VL#UC)',
    how: 'A set may be published and then corrected during the day. Before each draw, play the numbers of the very last set you see for that time of day: it replaces the earlier ones.',
  },
];
export const TACTICS = TACTIC_GUIDE.map((t) => t.name);
/** Said with the tactics: they are ways to use a set, and every draw stays random. */
export const TACTICS_CAVEAT = 'Neither tactic makes a win more likely: every draw is random.';
