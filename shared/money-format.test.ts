import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

describe('money as pages, e-mails and receipts say it', () => {
  it('shows cents only when there are some, and groups thousands', () => {
    expect(formatMoney(2000)).toBe('$20');
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(1205)).toBe('$12.05');
    expect(formatMoney(1_000_000)).toBe('$10,000');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-4651)).toBe('\u2212$46.51');
    expect(formatMoney(-0)).toBe('$0');
  });

  it('states every cent on receipts and limits, in the currency given', () => {
    expect(formatMoney(8000, { cents: 'always' })).toBe('$80.00');
    expect(formatMoney(1_000_000, { cents: 'always' })).toBe('$10,000.00');
    expect(formatMoney(1150, { currency: 'eur', cents: 'always' })).toBe('€11.50');
    expect(formatMoney(1150, { currency: 'usd' })).toBe('$11.50');
  });
});
