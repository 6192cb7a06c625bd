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

/** A sentence of copy; with `record`, the measured track record is shown beside it. */
export interface Claim {
  text: string;
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
export const TACTICS = ['First Best Alternate (FBA)', 'Very Last Number You See (VL#UC)'];
