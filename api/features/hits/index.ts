// The hits feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { HIT_PUSH_MAX_AGE, queueHitScan, type HitScanReads, type ScannedResult } from './hit-push';
export { hitsRoutes } from './hits.routes';
export { createHitsService } from './hits.service';
export { type HitScorer, type ScoreWindow, type ScoringDraws, createHitScorer } from './scoring';
export type { ChainRun } from './chain';
export { summarize, type ScoredNumber } from './track-record';
export { moneyOf } from './money';
