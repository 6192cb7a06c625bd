import { describe, expect, it } from 'vitest';
import { receiptAmount, receiptPeriod } from './receipt-format';

describe('receipt wording', () => {
  it('states the amount in its currency', () => {
    expect(receiptAmount({ amount: 80, currency: 'usd' })).toBe('$80.00');
    expect(receiptAmount({ amount: 11.5, currency: 'USD' })).toBe('$11.50');
  });

  it('states the period in the operator’s calendar', () => {
    // 02:00 UTC on June 16 is still June 15 in New York.
    expect(receiptPeriod({ periodStartsAt: '2026-06-16T02:00:00.000Z', periodEndsAt: '2026-06-23T02:00:00.000Z' })).toBe('Jun 15, 2026 – Jun 22, 2026');
    expect(receiptPeriod({ periodStartsAt: null, periodEndsAt: '2026-06-23T16:00:00.000Z' })).toBe('Until Jun 23, 2026');
  });
});
