// "My numbers" (docs/product.md, "My numbers"): the feature's only public surface. The service and
// routes are built by api/compose.ts and api/app.ts; the results service calls queueNumberNews
// (handed to it by api/compose.ts) in every write that stores or corrects results; the service carries the `number-news` job that
// finds the news and the `number-digest` job that e-mails it.
export { createMyNumbersService, type MyNumbersService } from './my-numbers.service';
export { myNumbersRoutes } from './my-numbers.routes';
export { queueNumberNews } from './my-numbers.news';
