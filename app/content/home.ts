// The home page's words (marketing.ts says what the copy may claim and what `record` does). A
// sentence about the business names its claim by a placeholder ({members}, {rating}, {years},
// {support}: shared/claims.ts) and shows only once the operator has set it in the console, else
// its `without` words, or nothing.
import { STATES_LIST, TACTICS, type Claim, type Service } from './marketing';

export const HOME = {
  hero: {
    badge: 'VIP 3 & 4 Digit Predictions',
    /** The heading; `highlight` is set in gold after `before`. */
    title: { before: 'Play with numbers that are ', highlight: 'checked in the open' },
    lead: {
      text: 'Up to 30 predictions a day, in sets of 7 to 14 combinations, processed twice daily by a team with {years} years of experience. Every number is checked against the official draws, and the count is public.',
      without: 'Up to 30 predictions a day, in sets of 7 to 14 combinations, processed twice daily. Every number is checked against the official draws, and the count is public.',
      record: true,
    } satisfies Claim,
    primaryAction: "Get Today's Predictions",
    secondaryAction: 'See how we do it',
    facts: ['7 states covered', 'Twice-daily updates', { text: '{support}' }] as (string | Claim)[],
  },
  whatWeDo: {
    eyebrow: 'What we do',
    title: 'Daily predictions for the 3 and 4 digit games you play',
    text: `We study the draws so you don't have to. Our predictions cover seven states: ${STATES_LIST}, each valid through the date listed on it.`,
    /** Said before the tactics' names, which are set in bold. */
    tacticsLead: 'Every set comes with our two signature tactics:',
    tactics: TACTICS,
    /** The counters' labels: each counter shows once its figure is set (members; a rating with its source). */
    counters: { members: 'Members', rating: 'Positive Rating' },
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
    text: {
      text: '{years} years of experience, distilled into daily numbers you can act on.',
      without: 'Daily numbers you can act on, each one checked against the official draws.',
    } satisfies Claim,
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
    title: { text: '{years} years of reading the numbers', without: 'Reading the numbers, twice a day' } satisfies Claim,
    text: {
      text: 'Our analysts track the daily draws and publish numbers processed twice daily, with real-time updates. Today {members} members read them.',
      without: 'Our analysts track the daily draws and publish numbers processed twice daily, with real-time updates, each one checked against the official draws.',
    } satisfies Claim,
    // The bars are the operator's (the console's Claims page); none until set.
  },
  moreServices: {
    eyebrow: 'Why members stay',
    title: 'Always on, always current',
    cards: [
      { icon: 'clock', title: 'Processed Twice Daily', text: { text: 'Fresh numbers for the morning and evening draws, every day.' } },
      { icon: 'bolt', title: 'Real-Time Updates', text: { text: 'Predictions appear the moment they are published, on any device.' } },
      // Shown once the operator has said when support answers.
      { icon: 'headset', title: '{support}', text: { text: 'Questions about a set or your membership? Our team answers.' } },
    ] satisfies Service[],
  },
  cta: {
    title: "Ready for today's numbers?",
    text: {
      text: 'Join {members} members who check their predictions every morning and evening.',
      without: 'Check your predictions every morning and evening, from any device.',
    } satisfies Claim,
    action: 'Explore Plans',
  },
};
