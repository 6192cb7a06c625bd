// The <meta name>s through which the page the server serves tells the web app its settings
// (api/platform/http/static-site.ts writes them; docs/runtime.md, "Settings"). No other code here: the app's
// first download reads one of them before any page's code has come.

/** APP_TIMEZONE: the operator's calendar (app/lib/dates.ts). */
export const TIMEZONE_META = 'app-timezone';
/** PROOF_DELAY_DAYS: how long before hits are public (the track record). */
export const PROOF_DELAY_META = 'app-proof-delay-days';
/** TRIAL_DAYS: the free trial's length (app/lib/trial.ts). */
export const TRIAL_DAYS_META = 'app-trial-days';
