import { describe, expect, it } from 'vitest';
import { CONFIRM_DELETE_PREDICTION, confirmDeleteResult, confirmDeleteUser, confirmMoveToPast } from './confirm-messages';

describe('the question before moving to the past', () => {
  it('reads as English for one prediction and for several', () => {
    expect(confirmMoveToPast(1).text).toBe("Move today's prediction to Past Predictions? Subscribers will see it in the archive instead of today's list.");
    expect(confirmMoveToPast(3).text).toBe("Move all 3 of today's predictions to Past Predictions? Subscribers will see them in the archive instead of today's list.");
  });
});

describe('the questions before deleting for good', () => {
  it("keep the spec's sentence for a prediction and name the user, each with a button that says what it does", () => {
    expect(CONFIRM_DELETE_PREDICTION).toEqual({ title: 'Delete this prediction?', text: 'Are you sure you want to delete this prediction?', confirmLabel: 'Delete', danger: true });
    expect(confirmDeleteUser('carol')).toEqual({
      title: 'Delete carol?',
      text: 'Are you sure you want to delete carol? This cannot be undone.',
      confirmLabel: 'Delete user',
      danger: true,
    });
  });

  it('name the result and its draw, and say the hits are scored again', () => {
    expect(confirmDeleteResult('Georgia Cash 3 Midday of Jun 14, 2026', '047')).toEqual({
      title: 'Delete this result?',
      text: 'Delete the result 047 of Georgia Cash 3 Midday of Jun 14, 2026? Hits are scored again without it.',
      confirmLabel: 'Delete result',
      danger: true,
    });
  });
});
