// Gathering the background work every piece declares (docs/architecture.md, "Jobs"): the worker
// gets each kind's one handler and the time limits, the scheduler every schedule; a kind or a
// schedule declared twice, a schedule of a kind nothing handles and a time limit for another's
// kind stop the start, naming the pieces.
import { describe, expect, it } from 'vitest';
import { gatherBackground, sweepsOf, type Background, type Sweep } from './background';
import type { JobHandler } from './jobs.worker';

const handler = (): JobHandler => async () => {};
const sweep = (): Sweep => async () => {};

describe('gathering background work', () => {
  it('hands the worker every kind once with its time limit, and the scheduler every schedule', () => {
    const scan = handler();
    const news = handler();
    const parts: [string, Background][] = [
      ['hits', { jobs: { 'hit-scan': scan }, timeLimitsMs: { 'hit-scan': 300_000 } }],
      ['contact', {}],
      ['my-numbers', { jobs: { 'number-news': news }, schedules: [{ name: 'news', everyMs: 60_000, job: { kind: 'hit-scan' } }] }],
    ];
    const gathered = gatherBackground(parts);
    expect(gathered.jobs).toEqual({ 'hit-scan': scan, 'number-news': news });
    expect(gathered.timeLimitsMs).toEqual({ 'hit-scan': 300_000 });
    expect(gathered.schedules.map((s) => s.name)).toEqual(['news']);
  });

  it('refuses a job kind two pieces handle, naming both', () => {
    expect(() =>
      gatherBackground([
        ['auth', { jobs: { 'password-reset': handler() } }],
        ['account', { jobs: { mail: handler(), 'password-reset': handler() } }],
      ]),
    ).toThrow('The job kind "password-reset" is handled by both auth and account: each kind has one handler.');
  });

  it('refuses a schedule declared twice: its rounds are kept by its name', () => {
    const job = { jobs: { x: handler() } };
    const every = (kind: string) => [{ name: 'hourly', everyMs: 3_600_000, job: { kind } }];
    expect(() =>
      gatherBackground([
        ['a', { ...job, schedules: every('x') }],
        ['b', { schedules: every('x') }],
      ]),
    ).toThrow('The schedule "hourly" is declared by both a and b');
  });

  it('refuses a schedule whose jobs nothing would run, whatever the order of the pieces', () => {
    expect(() => gatherBackground([['feeds', { schedules: [{ name: 'results-feeds', everyMs: 60_000, job: { kind: 'results-feed' } }] }]])).toThrow(
      'The schedule "results-feeds" (feeds) adds jobs of the kind "results-feed", which nothing handles.',
    );
    // Handled by a piece gathered after the schedule's: fine.
    const later = gatherBackground([
      ['feeds', { schedules: [{ name: 'results-feeds', everyMs: 60_000, job: { kind: 'results-feed' } }] }],
      ['results', { jobs: { 'results-feed': handler() } }],
    ]);
    expect(Object.keys(later.jobs)).toEqual(['results-feed']);
  });

  it('refuses a time limit for a kind the piece does not handle', () => {
    expect(() =>
      gatherBackground([
        ['hits', { jobs: { 'hit-scan': handler() } }],
        ['results', { timeLimitsMs: { 'hit-scan': 1 } }],
      ]),
    ).toThrow('results sets a time limit for the job kind "hit-scan", which it does not handle.');
  });

  it("hands the clean-up every piece's sweeps in order", () => {
    const [a, b, c] = [sweep(), sweep(), sweep()];
    expect(
      sweepsOf([
        ['auth', { sweeps: [a] }],
        ['hits', {}],
        ['payments', { sweeps: [b, c] }],
      ]),
    ).toEqual([a, b, c]);
  });
});
