import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, pageTitle, titleOfMatches } from './page-title';

describe('page titles', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Past Predictions')).toBe('Past Predictions · Lotto Predict');
  });

  it('falls back to the product title when the route names none', () => {
    expect(pageTitle(undefined)).toBe(DEFAULT_TITLE);
    expect(pageTitle('')).toBe(DEFAULT_TITLE);
  });

  it('takes the deepest route that names a title', () => {
    const matches = [{ handle: { title: 'Layout' } }, { handle: undefined }, { handle: { title: 'My Account' } }, { handle: {} }];
    expect(titleOfMatches(matches)).toBe('My Account');
    expect(titleOfMatches([{}, { handle: null }])).toBeUndefined();
  });
});
