// The responsible-play feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { assertMayBuy, assertNotExcluded, notOnBreakWhere, onBreak, monthOf, onBreakAt } from './responsible-play';
