import { describe, expect, it } from 'vitest';
import { forgetReferral, referralToSend, rememberReferral } from './referral-arrival';

const DAY = 24 * 60 * 60 * 1000;

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('the referral a visitor arrived with', () => {
  it('is sent with a sign-up within 30 days of arriving, and not after', () => {
    const s = memory();
    rememberReferral('?ref=ABCD2345&utm=x', 1_000, s);
    expect(referralToSend(1_000 + 30 * DAY, s)).toBe('ABCD2345');
    expect(referralToSend(1_000 + 30 * DAY + 1, s)).toBeUndefined();
  });

  it('keeps the last link, ignores an address without one, and is forgotten once used', () => {
    const s = memory();
    rememberReferral('?ref=FIRST234', 0, s);
    rememberReferral('?page=2', 10, s);
    expect(referralToSend(20, s)).toBe('FIRST234');
    rememberReferral('?ref=SECOND23', 30, s);
    expect(referralToSend(40, s)).toBe('SECOND23');
    forgetReferral(s);
    expect(referralToSend(50, s)).toBeUndefined();
  });

  it('reads a damaged entry as none', () => {
    const s = memory();
    s.setItem('referralArrival', '{not json');
    expect(referralToSend(0, s)).toBeUndefined();
  });
});
