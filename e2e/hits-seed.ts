// A batch whose numbers hit official draws, for the hits and track-record journeys. A number only
// scores on draws after the public record's entry that made it (docs/ledger.md), and a result can
// only be entered for a draw already held, so the batch is dated two days ago and entered with the
// server's clock at the start of yesterday (the journey's own server's movable clock), and
// yesterday's draws get the results.
import type { APIRequestContext } from '@playwright/test';
import { dayFromNow } from './fixtures';
import { instantAt } from '@shared/calendar';
import { adminToken, callApi, uniqueTag, writtenAt } from './helpers';
import { serverTimeZone } from './server-zone';
import type { TestServer } from './test-server';

/** A random number of `digits` different digits, whose digits in any order differ from every `taken` one. */
export function freshNumber(digits: number, taken: string[]): string {
  const key = (n: string) => [...n].sort().join('');
  for (;;) {
    const pool = [...'0123456789'].sort(() => Math.random() - 0.5);
    const n = pool.slice(0, digits).join('');
    if (!taken.some((t) => key(t) === key(n))) return n;
  }
}

/** The same digits in another order: a box hit, not a straight one. */
export const reordered = (n: string) => n.slice(1) + n[0];

export interface SeededDraw {
  state: string;
  drawTime: string;
}

export interface ScoredBatch {
  id: string;
  tag: string;
  /** Hit straight in `straightDraw`, box in `boxDraw`; `misses` hit nothing. */
  straight: string;
  box: string;
  misses: [string, string];
  drawDate: string;
  validThrough: string;
}

export async function seedScoredBatch(
  request: APIRequestContext,
  server: Pick<TestServer, 'moveClock'>,
  opts: { digits: 3 | 4; straightDraw: SeededDraw; boxDraw: SeededDraw },
): Promise<ScoredBatch> {
  const token = await adminToken(request);
  const taken: string[] = [];
  const pick = () => {
    const n = freshNumber(opts.digits, taken);
    taken.push(n);
    return n;
  };
  const [straight, box, miss1, miss2] = [pick(), pick(), pick(), pick()];
  const tag = uniqueTag('hits');
  // Today: the track record counts a number once its window's last day is in the period.
  const validThrough = dayFromNow(0);
  // Entered five minutes into yesterday (the operator's day): before every draw of yesterday in the
  // states' zones, and after the set's day, so it goes to the archive.
  const { prediction } = await writtenAt(server, instantAt(dayFromNow(-1), '00:05', serverTimeZone()), () =>
    callApi<{ prediction: { _id: string; validThrough: string } }>(
      request,
      token,
      'post',
      '/api/predictions/manual',
      {
        sharedContent: tag,
        date: dayFromNow(-2),
        timeOfDay: 'Evening',
        predictions: [{ number1: straight, number2: miss1 }],
        alternatives: [{ number1: box, number2: miss2 }],
        validThrough,
      },
      201,
    ),
  );
  // Yesterday in the states' own zone: every draw of that day has been held.
  const drawDate = dayFromNow(-1, 'America/New_York');
  const game = opts.digits === 3 ? 'pick3' : 'pick4';
  for (const [draw, number] of [
    [opts.straightDraw, straight],
    [opts.boxDraw, reordered(box)],
  ] as const) {
    await callApi(request, token, 'post', '/api/results', { ...draw, game, drawDate, number }, 201);
  }
  return { id: prediction._id, tag, straight, box, misses: [miss1, miss2], drawDate, validThrough };
}
