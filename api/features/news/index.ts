// The news feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root may use; everything else in this folder is its own.
export { newsRoutes, newsUnsubscribeRoutes } from './news.routes';
export { createNewsService, type NewsService } from './news.service';
