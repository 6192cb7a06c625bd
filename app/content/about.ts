// How it works' words (marketing.ts says what the copy may claim and what `record` does; home.ts
// how a sentence names a claim of the business).
import { STATES_LIST, TACTICS, type Claim } from './marketing';

export const ABOUT = {
  eyebrow: 'About us',
  title: 'How It Works',
  lead: {
    text: 'For {years} years we have studied the daily 3 and 4 digit draws. Each day we publish up to 30 predictions, in sets of 7 to 14 combinations, and check every number against the official draws.',
    without:
      'We study the daily 3 and 4 digit draws. Each day we publish up to 30 predictions, in sets of 7 to 14 combinations, and check every number against the official draws.',
    record: true,
  } satisfies Claim,
  text: `Our predictions cover seven states: ${STATES_LIST}, each valid through the date listed on it. Numbers are processed twice daily and updated in real time.`,
  support: { text: 'Our support: {support}.' } satisfies Claim,
  tacticsTitle: 'Our two tactics',
  stepsTitle: 'Four steps',
  steps: [
    { title: 'Create your free account', text: 'Sign up in under a minute. No card needed to look around.' },
    // `{days}` and `{value}`: the free trial's length and worth, as in HOME.trial.
    { title: 'Start your membership', text: 'Claim the free {days}-day membership (valued at {value}) or pick the plan that fits you.' },
    { title: 'Check the numbers twice daily', text: 'Morning and evening predictions with ranked best alternatives, updated in real time.' },
    { title: 'Play with our tactics', text: `Use ${TACTICS.join(' and ')} on every set.` },
  ],
  /** The founder's word, once the operator has set a founder (name, title and message) in the console. */
  letterTitle: 'A word from our founder',
  /** Without one: the same card invites the reader on. */
  closing: { title: 'Ready to start?', text: 'Look at the plans, or ask us anything first.' },
};
