import { describe, expect, it } from 'vitest';
import { summarize, type ScoredNumber } from './track-record';

const n = (number: string, checks: Record<string, number>, hits: ScoredNumber['hits'] = []): ScoredNumber => ({
  number,
  checksByState: new Map(Object.entries(checks)),
  hits,
});

describe('track record figures', () => {
  it('adds actual hits and pure chance over every check, overall and per state', () => {
    const r = summarize([
      n('123', { TX: 4, GA: 3 }, [
        { state: 'TX', kind: 'straight' },
        { state: 'GA', kind: 'box' },
        { state: 'GA', kind: 'box' },
      ]),
      n('1122', { TX: 2 }),
      n('777', { OH: 1 }, [{ state: 'OH', kind: 'straight' }]),
    ]);
    expect(r.numbers).toBe(3);
    expect(r.draws).toBe(10);
    // 123: straight 1/1000, box 5/1000; 1122: straight 1/10000, box 5/10000; 777: straight 1/1000, box 0.
    expect(r.straight.hits).toBe(2);
    expect(r.straight.numbersHit).toBe(2);
    expect(r.straight.expectedHits).toBeCloseTo(7 * 0.001 + 2 * 0.0001 + 1 * 0.001, 12);
    expect(r.straight.expectedNumbersHit).toBeCloseTo(1 - 0.999 ** 7 + (1 - 0.9999 ** 2) + 0.001, 12);
    expect(r.box.hits).toBe(2);
    expect(r.box.numbersHit).toBe(1);
    expect(r.box.expectedHits).toBeCloseTo(7 * 0.005 + 2 * 0.0005, 12);
    expect(r.box.expectedNumbersHit).toBeCloseTo(1 - 0.995 ** 7 + (1 - 0.9995 ** 2), 12);

    expect(r.byState.map((s) => s.state)).toEqual(['GA', 'OH', 'TX']);
    const tx = r.byState.find((s) => s.state === 'TX')!;
    expect(tx.straight).toMatchObject({ hits: 1, numbersHit: 1 });
    expect(tx.straight.expectedHits).toBeCloseTo(4 * 0.001 + 2 * 0.0001, 12);
    expect(tx.box).toMatchObject({ hits: 0, numbersHit: 0 });
    const ga = r.byState.find((s) => s.state === 'GA')!;
    expect(ga.box).toMatchObject({ hits: 2, numbersHit: 1 });
    expect(ga.box.expectedNumbersHit).toBeCloseTo(1 - 0.995 ** 3, 12);
  });

  it('leaves out numbers that were checked against no draw', () => {
    const r = summarize([n('123', {}), n('456', { TX: 0 })]);
    expect(r).toMatchObject({ numbers: 0, draws: 0, byState: [] });
    expect(r.straight).toEqual({ numbersHit: 0, hits: 0, expectedHits: 0, expectedNumbersHit: 0 });
  });
});
