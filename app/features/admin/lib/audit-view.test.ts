import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { AUDIT_ACTION_OPTIONS, actionLabel, actorOptions, detailParts } from './audit-view';

describe('audit entries in words', () => {
  it('names every action of the log, and shows an unknown one as it came', () => {
    expect(AUDIT_ACTION_OPTIONS).toHaveLength(Object.keys(AUDIT_ACTIONS).length);
    expect(actionLabel('user.extend')).toBe('Extended a membership');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('turns the detail into short "what: value" parts', () => {
    expect(
      detailParts({
        detail: {
          days: 7,
          from: { role: 'subscriber', subscriptionExpiresAt: '2026-06-17T04:00:00.000Z' },
          to: { role: 'customer', subscriptionExpiresAt: null },
          parts: ['predictions', 'sharedContent'],
        },
      }),
    ).toEqual([
      'days: 7',
      'from: role subscriber, subscription expires at Jun 17, 2026 12:00 AM',
      'to: role customer, subscription expires at none',
      'parts: predictions, sharedContent',
    ]);
    expect(detailParts({ detail: {} })).toEqual([]);
  });

  it("says an edit's old and new numbers, and which pair was deleted", () => {
    const parts = (before: string[], after: string[]) => detailParts({ detail: { predictions: { before, after } } });
    expect(parts(['111 - 222', '333 - 4444'], ['111 - 229', '333 - 4444'])).toEqual(['predictions: 111 - 222 → 111 - 229']);
    expect(parts(['111 - 222', '789 - 012'], ['111 - 222'])).toEqual(['predictions: deleted 789 - 012']);
    expect(parts(['111 - 222'], ['111 - 222', '555 - 666'])).toEqual(['predictions: added 555 - 666']);
    expect(parts(['111 - 222', '789 - 012'], ['555 - 666'])).toEqual(['predictions: deleted 111 - 222, 789 - 012; added 555 - 666']);
    expect(parts(['111 - 222', '789 - 012'], ['789 - 012', '111 - 222'])).toEqual(['predictions: reordered: 789 - 012, 111 - 222']);
    expect(detailParts({ detail: { alternatives: { before: ['555 - 666'], after: [] } } })).toEqual(['alternatives: deleted 555 - 666']);
    // "changed" leaves out the lists whose own line says how they changed.
    expect(detailParts({ detail: { changed: ['sharedContent', 'predictions'], predictions: { before: ['111 - 222'], after: [] } } })).toEqual([
      'changed: sharedContent',
      'predictions: deleted 111 - 222',
    ]);
    expect(detailParts({ detail: { changed: ['predictions'], predictions: { before: ['111 - 222'], after: [] } } })).toEqual(['predictions: deleted 111 - 222']);
  });

  it("names an import's file, states, games, draw times and dates in words", () => {
    const detail = {
      file: 'daily3-midday.csv',
      states: ['MI', 'GA'],
      games: ['pick3'],
      drawTimes: ['midday', 'night'],
      from: '2026-06-01',
      to: '2026-06-03',
      imported: 3,
      duplicates: 0,
    };
    expect(detailParts({ detail })).toEqual([
      'file: daily3-midday.csv',
      'states: Michigan, Georgia',
      'games: Pick 3',
      'draw times: Midday, Night',
      'from: Jun 1, 2026',
      'to: Jun 3, 2026',
      'imported: 3',
      'duplicates: 0',
    ]);
  });

  it('offers each admin once in the person filter, a deleted one (no id) not at all', () => {
    const options = actorOptions(
      [{ actor: { _id: '2', username: 'zed' } }, { actor: { _id: '2', username: 'zed' } }, { actor: { _id: null, username: 'gone' } }],
      [{ _id: '1', username: 'alice' }],
    );
    expect(options).toEqual([
      { value: '1', label: 'alice' },
      { value: '2', label: 'zed' },
    ]);
  });
});
