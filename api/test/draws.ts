// Draws and instants for the tests of hits and results: the scenarios are written in New York's
// summer time, the fixed clock's zone (harness.ts), and their results entered by an admin.
import { expect } from 'vitest';
import type { TestContext } from './harness';

/** The instant of `hhmm` on `day` in New York in summer (EDT, UTC−4). */
export const et = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-04:00`).getTime();

/** Enters a new result as the admin of `token` (201 or the test fails); its id. */
export function resultPoster(ctx: TestContext, token: string) {
  return async (state: string, game: string, drawDate: string, drawTime: string, number: string): Promise<string> => {
    const r = await ctx.call('POST', '/api/results', { token, body: { state, game, drawDate, drawTime, number } });
    expect(r.status, r.text).toBe(201);
    return r.json._id as string;
  };
}
