import { describe, expect, it } from 'vitest';
import type { PredictionBatchDto } from '@shared/predictions';
import { dayMark, earlierCount, pairLabel, visiblePairs, withoutPair } from './todays-batches';

function batch(over: Partial<PredictionBatchDto>): PredictionBatchDto {
  return {
    _id: 'b1',
    date: '2026-01-05',
    timeOfDay: 'Evening',
    sharedContent: '',
    predictions: [],
    alternatives: [],
    timestamp: '2026-01-05T20:00:00Z',
    archived: false,
    validThrough: '2026-01-05',
    ...over,
  };
}

const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ number1: String(i), number2: '9', priority: i + 1, hits: [] }));

describe("today's batches", () => {
  it('marks a current batch of another day, and counts those from earlier days', () => {
    const list = [batch({ _id: 'a', date: '2026-01-05' }), batch({ _id: 'b', date: '2026-01-04' })];
    expect(list.map((b) => dayMark(b, '2026-01-05'))).toEqual([null, 'From Sunday, January 4']);
    expect(dayMark(batch({ date: '2026-01-07' }), '2026-01-05')).toBe('For Wednesday, January 7');
    expect(earlierCount(list, '2026-01-05')).toBe(1);
    expect(earlierCount(list, '2026-01-06')).toBe(2);
  });

  it('shows at most 10 alternatives and counts the rest', () => {
    expect(visiblePairs(pairs(13))).toMatchObject({ hidden: 3 });
    expect(visiblePairs(pairs(13)).shown).toHaveLength(10);
    expect(visiblePairs(pairs(4))).toMatchObject({ hidden: 0 });
  });

  it('deletes one pair and renumbers the rest', () => {
    const b = batch({ alternatives: pairs(3) });
    expect(withoutPair(b, 'alternatives', 1)).toEqual({
      alternatives: [
        { number1: '0', number2: '9', priority: 1 },
        { number1: '2', number2: '9', priority: 2 },
      ],
    });
  });

  it('labels pairs as "first - second"', () => {
    expect(pairLabel({ number1: '047', number2: '1234' })).toBe('047 - 1234');
    expect(pairLabel({ number1: '12', number2: '' })).toBe('12 - –');
  });
});
