// Rules the server and the web app share, each written once (shared/users.ts, shared/predictions.ts).
import { describe, expect, it } from 'vitest';
import { validThroughOf } from './predictions';
import { breakRunningAt } from './account';
import { breakUntilOf } from './break';
import { effectiveRole, mayReadPredictionsAt, membershipEnd } from './roles';
import { mayReadPredictions, ROLES } from './users';

describe('who may read the predictions', () => {
  it('is a subscriber or an admin, by the effective role; nobody signed out', () => {
    expect(ROLES.filter(mayReadPredictions)).toEqual(['subscriber', 'admin']);
    expect(mayReadPredictions(undefined)).toBe(false);
    // A role saved on a device by an older version is taken as it reads.
    expect(mayReadPredictions('Admin')).toBe(false);
  });
});

describe('membership status', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const subscriber = (end: string | number | null) => ({ role: 'subscriber', subscriptionExpiresAt: end });

  it('runs while a subscriber’s end is ahead, as an instant or as ISO text', () => {
    expect(membershipEnd(subscriber(now + 1), now)).toBe(now + 1);
    expect(membershipEnd(subscriber('2026-06-15T12:00:01.000Z'), now)).toBe(now + 1000);
    expect(membershipEnd(subscriber(now), now)).toBeNull();
    expect(membershipEnd(subscriber(null), now)).toBeNull();
    expect(membershipEnd(subscriber('not a date'), now)).toBeNull();
    // Admins and customers have no membership, whatever end is stored.
    expect(membershipEnd({ role: 'admin', subscriptionExpiresAt: now + 1 }, now)).toBeNull();
    expect(membershipEnd({ role: 'customer', subscriptionExpiresAt: now + 1 }, now)).toBeNull();
  });

  it('makes a subscriber whose time ran out a customer, and nobody else changes', () => {
    expect(effectiveRole(subscriber(now - 1), now)).toBe('customer');
    expect(effectiveRole(subscriber(now + 1), now)).toBe('subscriber');
    expect(effectiveRole({ role: 'admin', subscriptionExpiresAt: null }, now)).toBe('admin');
    expect(effectiveRole({ role: 'customer', subscriptionExpiresAt: now + 1 }, now)).toBe('customer');
  });

  it('lets readers read: a running membership or an admin', () => {
    expect(mayReadPredictionsAt(subscriber(now + 1), now)).toBe(true);
    expect(mayReadPredictionsAt(subscriber(now - 1), now)).toBe(false);
    expect(mayReadPredictionsAt({ role: 'admin', subscriptionExpiresAt: null }, now)).toBe(true);
    expect(mayReadPredictionsAt({ role: 'customer', subscriptionExpiresAt: null }, now)).toBe(false);
  });
});

describe('on a break', () => {
  const taken = 1_000;
  const until = 5_000;

  it('from just after it was taken until its end', () => {
    expect(breakRunningAt({ selfExcludedFrom: taken, selfExcludedUntil: until }, taken)).toBeNull();
    expect(breakRunningAt({ selfExcludedFrom: taken, selfExcludedUntil: until }, taken + 1)).toBe(until);
    expect(breakRunningAt({ selfExcludedFrom: taken, selfExcludedUntil: until }, until - 1)).toBe(until);
    expect(breakRunningAt({ selfExcludedFrom: taken, selfExcludedUntil: until }, until)).toBeNull();
  });

  it('a break whose start was not kept has begun; no end is no break', () => {
    expect(breakRunningAt({ selfExcludedUntil: until }, 0)).toBe(until);
    expect(breakRunningAt({ selfExcludedFrom: null, selfExcludedUntil: until }, 0)).toBe(until);
    expect(breakRunningAt({ selfExcludedUntil: null }, 0)).toBeNull();
  });
});

describe('a batch’s last scoring day', () => {
  it('is its validThrough, or its own day for a batch (or a saved copy) from before validThrough existed', () => {
    expect(validThroughOf({ date: '2026-06-15', validThrough: '2026-06-28' })).toBe('2026-06-28');
    expect(validThroughOf({ date: '2026-06-15' })).toBe('2026-06-15');
    expect(validThroughOf({ date: '2026-06-15', validThrough: '' })).toBe('2026-06-15');
    expect(validThroughOf({ date: '2026-06-15', validThrough: null })).toBe('2026-06-15');
  });
});

describe('breakUntilOf: the break rule over a user as the API answers it', () => {
  it('answers the end while a break runs, and null before none, after its end or for an end that is not a date', () => {
    const until = '2026-06-20T12:00:00.000Z';
    const end = Date.parse(until);
    expect(breakUntilOf({ selfExcludedUntil: until }, end - 1)).toBe(until);
    expect(breakUntilOf({ selfExcludedUntil: until }, end)).toBeNull();
    expect(breakUntilOf({ selfExcludedUntil: null }, 0)).toBeNull();
    expect(breakUntilOf({}, 0)).toBeNull();
    expect(breakUntilOf({ selfExcludedUntil: 'soon' }, 0)).toBeNull();
  });
});
