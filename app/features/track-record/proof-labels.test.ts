import { describe, expect, it } from 'vitest';
import { daysLabel, proofDelayDays, proofDrawName, proofDrawWhen, proofPublished } from './proof-labels';

const doc = (content?: string) => ({ querySelector: () => (content === undefined ? null : { content }) }) as unknown as Document;

describe('a hit of the proof list as the page says it', () => {
  it("names the draw in the state's own words and on its own clock", () => {
    expect(proofDrawName({ state: 'TX', game: 'pick3', drawTime: 'midday' })).toBe('Texas Pick 3 · Day draw');
    expect(proofDrawName({ state: 'GA', game: 'pick4', drawTime: 'night' })).toBe('Georgia Cash 4 · Night draw');
    expect(proofDrawWhen({ state: 'TX', drawDate: '2026-06-15', drawTime: 'evening' })).toBe('Jun 15, 2026 at 18:00 CT');
    expect(proofDrawWhen({ state: 'NC', drawDate: '2026-01-02', drawTime: 'evening' })).toBe('Jan 2, 2026 at 23:22 ET');
  });

  it('shows a draw the table does not know as it came', () => {
    expect(proofDrawName({ state: 'ZZ', game: 'pick3', drawTime: 'evening' })).toBe('ZZ pick3 · evening draw');
    expect(proofDrawName({ state: 'FL', game: 'pick3', drawTime: 'morning' })).toBe('FL pick3 · morning draw');
    expect(proofDrawWhen({ state: 'FL', drawDate: '2026-06-15', drawTime: 'morning' })).toBe('Jun 15, 2026');
  });

  it("says when the number was published on the operator's clock", () => {
    expect(proofPublished({ publishedAt: '2026-06-14T13:00:00.000Z' })).toBe('Published Jun 14, 2026 at 9:00 AM (New York time)');
  });

  it('reads the delay the server names in the page, 7 where it names none', () => {
    expect(proofDelayDays(doc('14'))).toBe(14);
    expect(proofDelayDays(doc('0'))).toBe(0);
    expect(proofDelayDays(doc())).toBe(7);
    expect(proofDelayDays(doc('soon'))).toBe(7);
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(7)).toBe('7 days');
  });
});
