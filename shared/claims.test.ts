import { describe, expect, it } from 'vitest';
import { claimSentence, NO_CLAIMS } from './claims';

const SET = { ...NO_CLAIMS, members: 12560, ratingPercent: 95, ratingSource: 'Trustpilot', yearsOfExperience: 6, support: 'Weekdays 9 to 5 ET' };

describe('a sentence of the copy that makes a claim', () => {
  it('shows its words, the claims filled in, once every claim it names is set', () => {
    expect(claimSentence({ text: 'For {years} years.', without: 'Every day.' }, SET)).toBe('For 6 years.');
    expect(claimSentence({ text: 'Join {members} members; {rating} rate us.' }, SET)).toBe('Join 12,560 members; 95% rate us.');
    expect(claimSentence('{support}', SET)).toBe('Weekdays 9 to 5 ET');
  });

  it('shows its words without the claim, or nothing, while one it names is not set', () => {
    expect(claimSentence({ text: 'For {years} years.', without: 'Every day.' }, NO_CLAIMS)).toBe('Every day.');
    expect(claimSentence({ text: 'Join {members} members, {support}.' }, { ...SET, support: null })).toBe('');
    expect(claimSentence('{support}', NO_CLAIMS)).toBe('');
    // A rating without where it comes from is no rating.
    expect(claimSentence('{rating}', { ...SET, ratingSource: null })).toBe('');
  });

  it('shows a sentence that names no claim as it is', () => {
    expect(claimSentence('Twice-daily updates', NO_CLAIMS)).toBe('Twice-daily updates');
  });
});
