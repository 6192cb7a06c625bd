import { describe, expect, it } from 'vitest';
import type { PredictionBatchDto } from '@shared/predictions';
import { withHitFields } from './offline-db';

describe('a copy saved before batches carried their hits', () => {
  const old = {
    _id: '7',
    date: '2026-11-20',
    timeOfDay: 'Evening',
    sharedContent: '',
    timestamp: '2026-11-20T15:00:00.000Z',
    archived: true,
    predictions: [{ number1: '047', number2: '123', priority: 1 }],
    alternatives: [{ number1: '0099', number2: '1234', priority: 1 }],
  } as unknown as PredictionBatchDto;

  it('reads as the answer does now: no hits known, valid through its own day', () => {
    const now = withHitFields(old);
    expect(now.validThrough).toBe('2026-11-20');
    expect(now.predictions).toEqual([{ number1: '047', number2: '123', priority: 1, hits: [] }]);
    expect(now.alternatives).toEqual([{ number1: '0099', number2: '1234', priority: 1, hits: [] }]);
  });

  it('keeps what a newer copy already holds', () => {
    const hit = { number: '047', state: 'TX', game: 'pick3', drawDate: '2026-11-21', drawTime: 'evening', kind: 'box', drawn: '740' } as const;
    const current = { ...old, validThrough: '2026-11-25', predictions: [{ number1: '047', number2: '123', priority: 1, hits: [hit] }], alternatives: [] };
    expect(withHitFields(current)).toEqual(current);
  });
});
