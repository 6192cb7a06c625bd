// "Which states do you play?": offered once, the first time a person turns notifications on
// (docs/product.md, "Followed states and result pushes"). The toggle that turned them on may sit in
// a menu that closes at once, so it only announces the moment here; the prompt itself lives with
// the signed-in services.
const listeners = new Set<() => void>();

/** Notifications were just turned on: offer the states choice if it was never made. */
export function offerStatesChoice(): void {
  for (const l of listeners) l();
}

export function onStatesChoiceOffered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
