import { describe, expect, it } from 'vitest';
import { confirmMoveToPast } from './confirm-messages';

describe('the question before moving to the past', () => {
  it('reads as English for one prediction and for several', () => {
    expect(confirmMoveToPast(1)).toBe("Move today's prediction to Past Predictions? Subscribers will see it in the archive instead of today's list.");
    expect(confirmMoveToPast(3)).toBe("Move all 3 of today's predictions to Past Predictions? Subscribers will see them in the archive instead of today's list.");
  });
});
