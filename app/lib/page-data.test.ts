import { afterEach, describe, expect, it, vi } from 'vitest';
import { reads } from './page-data';

describe("a page loader's reads", () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  afterEach(() => unhandled.mockReset());

  it('answers the promises as they are, not awaited', async () => {
    const receipts = Promise.resolve([1, 2]);
    const answer = reads({ receipts });
    expect(answer.receipts).toBe(receipts);
    await expect(answer.receipts).resolves.toEqual([1, 2]);
  });

  it('leaves no unhandled rejection when the page never shows a failed read, yet keeps its failure', async () => {
    const answer = reads({ overview: Promise.reject(new Error('Could not reach the server.')) });
    await new Promise((r) => setTimeout(r, 10));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(answer.overview).rejects.toThrow('Could not reach the server.');
  });
});
