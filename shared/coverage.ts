// Coverage (docs/product.md, "Coverage"): how many of the draws a record's windows hold have a
// stored result, and the rule that decides whether a page may compare the record with chance. No
// imports: the home page's start-up bundle says it too.

/**
 * The draws of the counted states' games that the draw table schedules inside the counted
 * windows up to now (each draw once), and how many of them have a stored result.
 */
export interface CoverageDto {
  scheduled: number;
  stored: number;
}

/** Below this share of scheduled draws with a stored result, no page compares the record with chance. */
export const COVERAGE_MIN = 0.95;

/** Whether enough results are stored to compare with chance: at least 95% (nothing scheduled: nothing to compare, and nothing wrong). */
export const coverageEnough = (c: CoverageDto) => c.scheduled === 0 || c.stored >= COVERAGE_MIN * c.scheduled;

/** "results stored for 25 of 840 draws" */
export const coverageText = (c: CoverageDto) => `results stored for ${c.stored.toLocaleString('en-US')} of ${c.scheduled.toLocaleString('en-US')} draws`;
