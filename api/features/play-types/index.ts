// The play-types feature's public surface (docs/architecture.md, "Adding a feature"): the table of
// the states' play types is shared data (shared/play-types.ts); this feature only answers it.
export { playTypesRoutes } from './play-types.routes';
