// The set api/compose.ts builds the features with (docs/architecture.md, "Adding a feature"):
// each feature once, from those added before it, and its background work handed over under its
// name.
import { describe, expect, it } from 'vitest';
import { featureSet } from './feature-set';
import type { JobHandler } from './jobs/jobs.worker';

describe('the feature set', () => {
  it('builds each feature from those added before it, and keeps each under its name', () => {
    const made: string[] = [];
    const set = featureSet()
      .add('ledger', () => (made.push('ledger'), { entries: [1, 2] }))
      .add('predictions', (f) => (made.push('predictions'), { count: () => f.ledger.entries.length }));
    expect(made).toEqual(['ledger', 'predictions']);
    expect(set.built.predictions.count()).toBe(2);
    expect(Object.keys(set.built)).toEqual(['ledger', 'predictions']);
  });

  it('hands over the background work of the features that declare some, named by the feature', () => {
    const scan: JobHandler = async () => {};
    const set = featureSet()
      .add('contact', () => ({ send: () => 'sent' }))
      .add('hits', () => ({ read: () => 1, jobs: { 'hit-scan': scan }, timeLimitsMs: { 'hit-scan': 300_000 } }));
    expect(set.background).toEqual([['hits', { jobs: { 'hit-scan': scan }, timeLimitsMs: { 'hit-scan': 300_000 }, schedules: undefined, sweeps: undefined }]]);
  });

  it('refuses a feature added twice', () => {
    const set = featureSet().add('contact', () => ({}));
    expect(() => set.add('contact', () => ({}))).toThrow('The feature "contact" is added twice.');
  });
});
