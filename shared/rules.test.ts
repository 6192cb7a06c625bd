// Rules the server and the web app share, each written once (shared/users.ts, shared/predictions.ts).
import { describe, expect, it } from 'vitest';
import { validThroughOf } from './predictions';
import { mayReadPredictions, ROLES } from './users';

describe('who may read the predictions', () => {
  it('is a subscriber or an admin, by the effective role; nobody signed out', () => {
    expect(ROLES.filter(mayReadPredictions)).toEqual(['subscriber', 'admin']);
    expect(mayReadPredictions(undefined)).toBe(false);
    // A role saved on a device by an older version is taken as it reads.
    expect(mayReadPredictions('Admin')).toBe(false);
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
