// Time constants and limits of the web client (docs/app.md, "Client constants"), so each number is
// written once.

/** Signed out after this long without mouse, key, scroll, click or touch. */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;
export const INACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;
export const INACTIVITY_MESSAGE = 'You have been logged out due to inactivity.';

/** The expiry toast appears when this many days or fewer remain... */
export const EXPIRY_WARNING_DAYS = 3;
/** ...at most once per this interval... */
export const EXPIRY_WARNING_REPEAT_MS = 12 * 60 * 60 * 1000;
/** ...and hides itself after this long. */
export const EXPIRY_WARNING_AUTOHIDE_MS = 10_000;

/** Checkout session creation gives up after 10 s (docs/app.md, "Client constants"). */
export const CHECKOUT_TIMEOUT_MS = 10_000;

/** Pause before moving on after register, reset and change password. */
export const REDIRECT_DELAY_MS = 3000;

/** A lazily loaded page that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Hash anchors land this far below the top, clear of the fixed navigation bar: html's scroll-padding-top in styles/global.css. */
export const HASH_SCROLL_OFFSET_PX = 80;
/** The scroll-to-top button shows after this much scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export const COUNTER_ANIMATION_MS = 2000;
export const PROGRESS_ANIMATION_MS = 300;

/** Past predictions are fetched a page at a time. */
export const PAST_PAGE_SIZE = 30;
