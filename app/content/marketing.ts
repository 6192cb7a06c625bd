// The words of the home page and How it works: the one file to replace with the operator's own
// copy (as legal.ts holds the policies). Plain text only, no markup, so the pages stay safe to
// render whatever is pasted in.
//
// The defaults are the original marketing words, reworded where they promised what the Terms deny:
// every draw is random and no prediction makes a win more likely or certain, so nothing here says
// "guaranteed hits" or "promised to hit" (docs/operations.md, "What the marketing may claim").
// A sentence about how the predictions perform carries `record: true`: the page shows the
// measured track record (GET /api/track-record, as /track-record counts it) right beside it, so a
// visitor reads the figures with the claim.

/** A sentence of copy; with `record`, the measured track record is shown beside it. */
export interface Claim {
  text: string;
  record?: boolean;
}

/** Names of the icons the service cards may show (app/components/icons.tsx). */
export type ServiceIcon = 'target' | 'chart' | 'shield' | 'map' | 'clock' | 'bolt' | 'headset';

export interface Service {
  icon: ServiceIcon;
  title: string;
  text: Claim;
}

const STATES_LIST = 'Tennessee, Texas, Georgia, Ohio, Michigan, Florida and North Carolina';
const TACTICS = ['First Best Alternate (FBA)', 'Very Last Number You See (VL#UC)'];

export const HOME = {
  hero: {
    badge: 'VIP 3 & 4 Digit Predictions',
    /** The heading; `highlight` is set in gold after `before`. */
    title: { before: 'Play with numbers that are ', highlight: 'checked in the open' },
    lead: {
      text: 'Up to 30 predictions a day, in sets of 7 to 14 combinations, processed twice daily by a team with 28 years of experience. Every number is checked against the official draws, and the count is public.',
      record: true,
    } satisfies Claim,
    primaryAction: "Get Today's Predictions",
    secondaryAction: 'See how we do it',
    facts: ['7 states covered', 'Twice-daily updates', '24/7 live support'],
  },
  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Daily predictions for the 3 and 4 digit games you play',
    text: `We study the draws so you don't have to. Our predictions cover seven states: ${STATES_LIST}, each valid through the date listed on it.`,
    /** Said before the tactics' names, which are set in bold. */
    tacticsLead: 'Every set comes with our two signature tactics:',
    tactics: TACTICS,
    counters: [
      { value: 12560, suffix: '+', label: 'Trusted Users' },
      { value: 95, suffix: '%', label: 'Positive Rating' },
    ],
  },
  trial: {
    eyebrow: 'Limited offer',
    /** `{days}` and `{value}` are the free trial's length and worth (TRIAL_DAYS; app/lib/trial.ts). */
    title: 'FREE {days}-day membership',
    value: 'Valued at {value}. No payment needed.',
    text: 'See every prediction and best alternative for {days} full days, on us.',
    used: 'You have already used your free membership.',
    usedAction: 'Explore our plans',
    usedAfter: 'to keep reading every prediction.',
  },
  services: {
    eyebrow: 'Our services',
    title: 'Everything your membership includes',
    text: '28 years of experience, distilled into daily numbers you can act on.',
    cards: [
      {
        icon: 'target',
        title: 'Up to 30 Predictions a Day',
        text: { text: 'For the 3 and 4 digit games, each number checked against the official draws of all seven states.', record: true },
      },
      { icon: 'chart', title: 'Sets of 7 to 14 Combinations', text: { text: 'Every set is built from our own analysis, with best alternatives ranked by priority.' } },
      { icon: 'shield', title: 'FBA & VL#UC Tactics', text: { text: `${TACTICS.join(' and ')}, explained with every set.` } },
      { icon: 'map', title: 'Seven States Covered', text: { text: `${STATES_LIST}.` } },
    ] satisfies Service[],
  },
  portfolio: {
    eyebrow: 'Our portfolio',
    title: '28 years of reading the numbers',
    text: 'Since long before apps, our analysts have tracked the daily draws. Today that experience reaches thousands of members through numbers processed twice daily, real-time updates and live support around the clock.',
    bars: [
      { label: 'Marketing', value: 88 },
      { label: 'Social Assistant', value: 95 },
      { label: 'Consulting', value: 70 },
    ],
  },
  moreServices: {
    eyebrow: 'Why members stay',
    title: 'Always on, always current',
    cards: [
      { icon: 'clock', title: 'Processed Twice Daily', text: { text: 'Fresh numbers for the morning and evening draws, every day.' } },
      { icon: 'bolt', title: 'Real-Time Updates', text: { text: 'Predictions appear the moment they are published, on any device.' } },
      { icon: 'headset', title: '24/7 Live Support', text: { text: 'Questions about a set or your membership? Our team answers around the clock.' } },
    ] satisfies Service[],
  },
  cta: {
    title: "Ready for today's numbers?",
    text: 'Join thousands of members who check their predictions every morning and evening.',
    action: 'Explore Plans',
  },
};

export const ABOUT = {
  eyebrow: 'About us',
  title: 'HOW IT WORKS',
  lead: {
    text: 'For 28 years we have studied the daily 3 and 4 digit draws. Each day we publish up to 30 predictions, in sets of 7 to 14 combinations, and check every number against the official draws.',
    record: true,
  } satisfies Claim,
  text: `Our predictions cover seven states: ${STATES_LIST}, each valid through the date listed on it. Numbers are processed twice daily, updated in real time, and our live support team is there 24/7.`,
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
