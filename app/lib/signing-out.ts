// Whether a sign-out on purpose is under way (use-sign-out.ts): kept apart from the sign-out itself,
// so the route guards, on every page's first download, ask it without loading what signing out
// needs (the push and API clients).
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function setSigningOut(on: boolean) {
  signingOut = on;
}
