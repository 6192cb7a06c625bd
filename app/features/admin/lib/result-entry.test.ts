import { describe, expect, it } from 'vitest';
import { drawAfter, drawTimeOptions, entryDay, gameOptions, noDrawsText, stateToday, usableDrawTime } from './result-entry';

const mondayAt = (utc: string) => Date.parse(`2026-06-15T${utc}Z`);

describe('the draw times the form offers', () => {
  it("are only those the state holds that day, on the state's clock", () => {
    expect(drawTimeOptions('TN', '2026-06-14', mondayAt('12:00:00')).map((o) => o.label)).toEqual(['Evening · 18:28 CT']);
    expect(drawTimeOptions('TX', '2026-06-14', mondayAt('12:00:00'))).toEqual([]);
    expect(noDrawsText('TX', '2026-06-14')).toBe('Texas holds no draws on Sundays.');
    expect(drawTimeOptions('NC', '2026-06-13', mondayAt('12:00:00')).map((o) => o.label)).toEqual(['Daytime · 15:00 ET', 'Evening · 23:22 ET']);
  });

  it('disable the draws not drawn yet, and the choice falls back to one that is', () => {
    // 17:30 UTC is 12:30 in Texas: morning and the 12:27 day draw are over, evening and night to come.
    const options = drawTimeOptions('TX', '2026-06-15', mondayAt('17:30:00'));
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['morning', false],
      ['midday', false],
      ['evening', true],
      ['night', true],
    ]);
    expect(options[2].label).toBe('Evening · 18:00 CT (not drawn yet)');
    expect(usableDrawTime(options, 'midday')).toBe('midday');
    expect(usableDrawTime(options, 'night')).toBe('morning');
    expect(usableDrawTime(options, '')).toBe('morning');
    expect(usableDrawTime([], 'morning')).toBe('');
  });

  it('move on after a save: Pick 4 of the same draw, then Pick 3 of the next, staying on the last', () => {
    const options = drawTimeOptions('TX', '2026-06-15', mondayAt('17:30:00'));
    expect(drawAfter(options, 'pick3', 'morning')).toEqual({ game: 'pick4', drawTime: 'morning' });
    expect(drawAfter(options, 'pick4', 'morning')).toEqual({ game: 'pick3', drawTime: 'midday' });
    expect(drawAfter(options, 'pick4', 'midday')).toEqual({ game: 'pick4', drawTime: 'midday' });
  });
});

describe('the form', () => {
  it('names the games as the state does, with the generic name beside where it differs', () => {
    expect(gameOptions('TX').map((o) => o.label)).toEqual(['Pick 3', 'Daily 4 (Pick 4)']);
    expect(gameOptions('GA').map((o) => o.label)).toEqual(['Cash 3 (Pick 3)', 'Cash 4 (Pick 4)']);
    expect(gameOptions('OH').map((o) => o.label)).toEqual(['Pick 3', 'Pick 4']);
  });

  it("starts on the state's today: past midnight in New York is still yesterday in Texas", () => {
    const at = Date.parse('2026-06-16T04:30:00Z');
    expect(stateToday('GA', at)).toBe('2026-06-16');
    expect(stateToday('TX', at)).toBe('2026-06-15');
  });

  it("starts on the latest day with a draw to enter: Saturday before Texas's Monday morning draw, as Sunday has none", () => {
    expect(entryDay('TX', mondayAt('14:00:00'))).toBe('2026-06-13');
    expect(entryDay('TX', mondayAt('15:30:00'))).toBe('2026-06-15');
    expect(entryDay('GA', mondayAt('14:00:00'))).toBe('2026-06-14');
  });
});
