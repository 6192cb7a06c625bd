// The results feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { readDraws, resultsByIds } from './past-draws';
export { createResultsFeeds } from './results.feed';
export { RESULTS_IMPORT_PATH, resultsRoutes } from './results.routes';
export { createResultsService, type NumberNews } from './results.service';
export { drawCounts, drawsOfBoxes, drawsView } from './draws-view';
export { type WindowDraw, windowDraws } from './results.sql';
