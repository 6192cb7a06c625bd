import { describe, expect, it } from 'vitest';
import { ABOUT } from './about';
import { HOME } from './home';
import { sampleClaimsIn } from './sample-claims';

describe('the sample claims of the default copy', () => {
  it('are all found in the copy as it comes', () => {
    expect(sampleClaimsIn({ HOME, ABOUT })).toEqual([
      '12560+ trusted users',
      'a 95% positive rating',
      '28 years of experience',
      '24/7 live support',
      "the portfolio's bars (Marketing 88%, Social Assistant 95%, Consulting 70%)",
    ]);
  });

  it('are no longer named once the operator replaced them with their own figures', () => {
    const own = {
      HOME: {
        ...HOME,
        hero: { ...HOME.hero, lead: { text: 'Up to 30 predictions a day, checked against the official draws.', record: true }, facts: ['7 states covered', 'Support on weekdays'] },
        whatWeDo: { ...HOME.whatWeDo, counters: [{ value: 840, suffix: '', label: 'Members' }] },
        services: { ...HOME.services, text: 'Numbers you can act on.' },
        portfolio: { ...HOME.portfolio, title: 'Since 2019', text: 'Our analysts track the daily draws.', bars: [{ label: 'Marketing', value: 40 }] },
        moreServices: { ...HOME.moreServices, cards: HOME.moreServices.cards.slice(0, 2) },
      },
      ABOUT: { ...ABOUT, lead: { text: 'Since 2019 we have studied the draws.', record: true }, text: 'Our team answers on weekdays.' },
    };
    expect(sampleClaimsIn(own)).toEqual([]);
    // One left behind is still named.
    expect(sampleClaimsIn({ ...own, ABOUT })).toEqual(['28 years of experience', '24/7 live support']);
  });
});
