import { describe, expect, it } from 'vitest';
import type { UserDto } from '@shared/users';
import { filterUsers, splitByRole, subscriptionEndLabel, userStatus } from './user-groups';

function user(over: Partial<UserDto>): UserDto {
  return {
    _id: 'u',
    id: 'u',
    username: 'user',
    email: 'user@example.com',
    role: 'customer',
    subscriptionExpiresAt: null,
    trialUsed: false,
    createdAt: '2026-01-01T00:00:00Z',
    selfExcludedUntil: null,
    monthlyLimitCents: null,
    states: ['TN', 'TX', 'GA', 'OH', 'MI', 'FL', 'NC'],
    statesChosen: false,
    resultPushStates: [],
    ...over,
  };
}

const users = [
  user({ _id: '1', username: 'Alice', email: 'alice@example.com', role: 'admin' }),
  user({ _id: '2', username: 'bob', email: 'BOB@mail.test', role: 'subscriber', subscriptionExpiresAt: '2026-02-01T04:59:59.999Z' }),
  user({ _id: '3', username: 'carol', email: 'carol@example.com', role: 'customer' }),
];

describe('filterUsers', () => {
  it('matches username, email or role, ignoring case', () => {
    expect(filterUsers(users, 'ALICE').map((u) => u._id)).toEqual(['1']);
    expect(filterUsers(users, 'mail.TEST').map((u) => u._id)).toEqual(['2']);
    expect(filterUsers(users, 'Subscriber').map((u) => u._id)).toEqual(['2']);
    expect(filterUsers(users, 'example').map((u) => u._id)).toEqual(['1', '3']);
  });

  it('keeps everyone for a blank query', () => {
    expect(filterUsers(users, '  ')).toHaveLength(3);
  });
});

describe('splitByRole', () => {
  it('puts each user in one of the three tables', () => {
    const g = splitByRole(users);
    expect(g.admins.map((u) => u._id)).toEqual(['1']);
    expect(g.subscribers.map((u) => u._id)).toEqual(['2']);
    expect(g.customers.map((u) => u._id)).toEqual(['3']);
  });
});

describe('status and end date', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  it('reads the subscription state', () => {
    expect(userStatus(users[1], now)).toBe('Active');
    expect(userStatus(user({ subscriptionExpiresAt: '2026-01-01T00:00:00Z' }), now)).toBe('Expired');
    expect(userStatus(users[2], now)).toBe('Not subscribed');
  });

  it('shows a member taking a break as on a break, whatever time is left; a break that ended no more', () => {
    const resting = user({ role: 'subscriber', subscriptionExpiresAt: '2026-02-01T04:59:59.999Z', selfExcludedUntil: '2026-01-20T00:00:00Z' });
    expect(userStatus(resting, now)).toBe('On a break');
    expect(userStatus(user({ selfExcludedUntil: '2026-01-20T00:00:00Z' }), now)).toBe('On a break');
    expect(userStatus(resting, Date.parse('2026-01-21T00:00:00Z'))).toBe('Active');
  });

  it("shows the end as New York's calendar day, or N/A", () => {
    // The end of Jan 31 in New York is 04:59 UTC on Feb 1.
    expect(subscriptionEndLabel(users[1])).toBe('Jan 31, 2026');
    expect(subscriptionEndLabel(users[2])).toBe('N/A');
  });
});
