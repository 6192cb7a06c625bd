// A set whose window is one past day with every draw of that day stored: a record with full
// coverage (docs/product.md, "Coverage"), so /track-record compares it with chance and shows the
// money. The set is entered by hand for that day with the server's clock at 08:00 that morning
// (the journey's own server's movable clock, helpers.ts `writtenAt`); each pick3 and
// pick4 draw after 08:00 gets a result: one straight and one box hit of each game, the rest misses.
// The page is then pointed at that day alone (showDay), so other journeys' sets do not count.
import type { APIRequestContext, Page } from '@playwright/test';
import { endOfDay, instantAt } from '@shared/calendar';
import { drawsBetween } from '@shared/results';
import { adminToken, callApi, uniqueTag, writtenAt } from './helpers';
import { freshNumber, reordered } from './hits-seed';
import { serverTimeZone } from './server-zone';
import type { TestServer } from './test-server';

export interface CoveredDay {
  id: string;
  day: string;
  /** pick3 numbers: hit straight, hit box, never hit; and a triple (no box play). */
  three: { straight: string; box: string; miss: string; triple: string };
  four: { straight: string; box: string };
  /** Results stored (both games), and the draws the window holds (both games). */
  draws: number;
  scheduled: number;
}

/** `held`: how many of the day's draws get their results (every one by default; fewer: a record with too few stored). */
export async function seedCoveredDay(request: APIRequestContext, server: Pick<TestServer, 'moveClock'>, day: string, held?: number): Promise<CoveredDay> {
  const token = await adminToken(request);
  const taken: string[] = [];
  const pick = (digits: number) => {
    const n = freshNumber(digits, taken);
    taken.push(n);
    return n;
  };
  const three = { straight: pick(3), box: pick(3), miss: pick(3), triple: '' };
  // A triple whose digit no other played number uses, so no miss below can hit it.
  three.triple = String([...'0123456789'].find((d) => !taken.join('').includes(d))).repeat(3);
  taken.push(three.triple);
  const four = { straight: pick(4), box: pick(4) };
  const zone = serverTimeZone();
  const { prediction } = await writtenAt(server, instantAt(day, '08:00', zone), () =>
    callApi<{ prediction: { _id: string } }>(
      request,
      token,
      'post',
      '/api/predictions/manual',
      {
        sharedContent: uniqueTag('covered'),
        date: day,
        timeOfDay: 'Morning',
        predictions: [
          { number1: three.straight, number2: four.straight },
          { number1: three.box, number2: four.box },
        ],
        alternatives: [{ number1: three.miss, number2: three.triple }],
        validThrough: day,
      },
      201,
    ),
  );
  const window = drawsBetween(instantAt(day, '08:00', zone), endOfDay(day, zone));
  const miss = (digits: number) => freshNumber(digits, taken);
  let draws = 0;
  // A day's worth at once: under the lock that keeps other journeys' rows in the admin's newest 30.
  for (const [i, d] of window.slice(0, held).entries()) {
    for (const game of ['pick3', 'pick4'] as const) {
      const own = game === 'pick3' ? three : four;
      const number = i === 1 ? own.straight : i === 2 ? reordered(own.box) : miss(game === 'pick3' ? 3 : 4);
      await callApi(request, token, 'post', '/api/results', { state: d.state, game, drawDate: d.drawDate, drawTime: d.drawTime, number }, 201);
      draws += 1;
    }
  }

  return { id: prediction._id, day, three, four, draws, scheduled: 2 * window.length };
}

/** Points /track-record's calls (the record, the money and their weekly series) at `day` alone. */
export async function showDay(page: Page, day: string): Promise<void> {
  await page.route(/\/api\/track-record(\/weekly|\/money|\/money\/weekly)?(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('from', day);
    url.searchParams.set('to', day);
    await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
  });
}
