// How it works' words (marketing.ts says what the copy may claim and what `record` does).
import { STATES_LIST, TACTICS, type Claim } from './marketing';

export const ABOUT = {
  eyebrow: 'About us',
  title: 'How It Works',
  lead: {
    text: 'For 28 years we have studied the daily 3 and 4 digit draws. Each day we publish up to 30 predictions, in sets of 7 to 14 combinations, and check every number against the official draws.',
    record: true,
  } satisfies Claim,
  text: `Our predictions cover seven states: ${STATES_LIST}, each valid through the date listed on it. Numbers are processed twice daily, updated in real time, and our live support team is there 24/7.`,
  tacticsTitle: 'Our two tactics',
  stepsTitle: 'Four steps',
  steps: [
    { title: 'Create your free account', text: 'Sign up in under a minute. No card needed to look around.' },
    // `{days}` and `{value}`: the free trial's length and worth, as in HOME.trial.
    { title: 'Start your membership', text: 'Claim the free {days}-day membership (valued at {value}) or pick the plan that fits you.' },
    { title: 'Check the numbers twice daily', text: 'Morning and evening predictions with ranked best alternatives, updated in real time.' },
    { title: 'Play with our tactics', text: `Use ${TACTICS.join(' and ')} on every set.` },
  ],
  letter: {
    title: 'A word from our founder',
    paragraphs: [
      `I started tracking the daily numbers long before there were apps for it. What began as notebooks of draws became a method: two tactics, ${TACTICS.map((t) => t.replace(/ \(.*\)$/, '')).join(' and ')}, that our members now use every morning and evening.`,
      'Our promise is simple: clear numbers, delivered on time, with people you can reach whenever you need them. Thank you for trusting us with your play.',
    ],
  },
};
