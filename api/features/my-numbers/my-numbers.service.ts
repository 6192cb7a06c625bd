// "My numbers" (docs/product.md, "My numbers"): each signed-in person's list of up to 20 numbers,
// each number's draws of the last 365 days in the followed states against chance, the notices
// (results stored since the number joined the list that count for it), and the e-mail switch.
//
// A notice is not a row of its own: it is a stored result meeting a saved number, read by one
// indexed join. So an import of ten years lists its notices as soon as it commits, with nothing
// written for them; a correction that undoes a match, or a removed result, takes its notice with
// it; and the only rows written per notice are those of the news of recent draws
// (my-numbers.news.ts), at most a few hundred a draw.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { myNumbers, numberLists } from '#db/schema-my-numbers';
import { DAY, MINUTE } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { notFound, unauthorized } from '../../platform/http/http-errors';
import { userOfUnsubscribeToken } from '../mail';
import { findUserById } from '../users';
import { AUTH_MESSAGES } from '@shared/auth';
import { iso } from '@shared/calendar';
import { decodeStates } from '@shared/followed-states';
import type { HitKind } from '@shared/hits';
import { boxKey } from '@shared/results';
import {
  gameOfSaved,
  matchOf,
  MY_NUMBERS_HISTORY_DAYS,
  MY_NUMBERS_MESSAGES,
  playChance,
  type MyNumberDto,
  type MyNumberInput,
  type MyNumbersChangeDto,
  type NumberMailsChangeDto,
  type NumberNoticeDto,
  type Play,
} from '@shared/my-numbers';
import { drawCounts, drawsOfBoxes } from '../results';
import { mailsOn, notices, savedNumbers } from './my-numbers.sql';
import { NUMBER_MAILS_LIST, numberDigestJob } from './my-numbers.digest';
import { numberNewsJob } from './my-numbers.news';

type Game = MyNumberDto['hits'][number]['game'];

type MyNumbersDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>;

export function createMyNumbersService(deps: MyNumbersDeps, queue: JobQueue) {
  const { db, clock } = deps;

  async function statesOf(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    return decodeStates(user.followedStates);
  }

  /** The person's row of number_lists, written first in every change: two changes of one person take turns on it. */
  async function holdList(tx: Tx, userId: number, set: { mails?: boolean } = {}) {
    // Deleted meanwhile (a concurrent deletion): the session is over, and no row may point at it.
    if (!(await findUserById(tx, userId))) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    const now = clock.now();
    await tx
      .insert(numberLists)
      .values({ userId, updatedAt: now, ...set })
      .onConflictDoUpdate({ target: numberLists.userId, set: { updatedAt: now, ...set } });
  }

  /** The person an unsubscribe link was made for; a deleted account's link leads nowhere. */
  async function userOfLink(token: string): Promise<number> {
    const userId = userOfUnsubscribeToken(deps.jwtSecret, token, NUMBER_MAILS_LIST);
    if (userId === null || !(await findUserById(db, userId))) throw notFound(MY_NUMBERS_MESSAGES.badLink);
    return userId;
  }

  async function list(userId: number): Promise<MyNumberDto[]> {
    const states = await statesOf(userId);
    const since = clock.now() - MY_NUMBERS_HISTORY_DAYS * DAY;
    const [numbers, counts] = await Promise.all([savedNumbers(db, userId), drawCounts(db, states, since)]);
    const drawn = await drawsOfBoxes(db, numbers, states, since);
    return numbers.map(({ number, play, game }) => {
      const draws = counts.get(game) ?? 0;
      const own = drawn.flatMap((h) => {
        const kind = h.game === game ? matchOf(number, play, h.drawn) : null;
        return kind ? [{ state: h.state, game: h.game as Game, drawDate: h.drawDate, drawTime: h.drawTime, kind }] : [];
      });
      return { number, play, hits: own, draws, expectedHits: draws * playChance(number, play) };
    });
  }

  return {
    list,

    /**
     * Replaces the list, in the order given. A number kept (whatever its play or place) keeps the
     * moment it joined, so its notices stay; one new to the list starts from now.
     */
    async save(userId: number, rows: MyNumberInput[]): Promise<MyNumbersChangeDto> {
      const now = clock.now();
      await db.write(async (tx) => {
        await holdList(tx, userId);
        const before = await savedNumbers(tx, userId);
        const joined = new Map(before.map((n) => [n.number, n.addedAt]));
        await tx.delete(myNumbers).where(eq(myNumbers.userId, userId));
        if (rows.length === 0) return;
        await tx.insert(myNumbers).values(
          rows.map((r, position) => ({
            userId,
            position,
            number: r.number,
            play: r.play,
            game: gameOfSaved(r.number),
            boxKey: boxKey(r.number),
            addedAt: joined.get(r.number) ?? now,
          })),
        );
      });
      return { message: MY_NUMBERS_MESSAGES.saved(rows.length), numbers: await list(userId) };
    },

    /** The newest `limit` notices, newest draw first. */
    async notices(userId: number, limit: number): Promise<NumberNoticeDto[]> {
      const rows = await notices(db, userId, await statesOf(userId), limit);
      return rows.flatMap((r) => {
        const kind: HitKind | null = matchOf(r.number, r.play as Play, r.drawn);
        if (!kind) return [];
        return [{ number: r.number, play: r.play as Play, kind, state: r.state, game: r.game as Game, drawDate: r.drawDate, drawTime: r.drawTime, at: iso(r.storedAt) }];
      });
    },

    async mails(userId: number): Promise<{ on: boolean }> {
      return { on: await mailsOn(db, userId) };
    },

    async setMails(userId: number, on: boolean): Promise<NumberMailsChangeDto> {
      await db.write((tx) => holdList(tx, userId, { mails: on }));
      return { on, message: on ? MY_NUMBERS_MESSAGES.mailsOn : MY_NUMBERS_MESSAGES.mailsOff };
    },

    /** Whether the e-mails an unsubscribe link is for are on still (a link not made here: 404). */
    async linkStatus(token: string): Promise<{ on: boolean }> {
      return { on: await mailsOn(db, await userOfLink(token)) };
    },

    /** The link's one step (RFC 8058): the e-mails go off; again changes nothing. */
    async unsubscribe(token: string): Promise<void> {
      const userId = await userOfLink(token);
      await db.write((tx) => tx.update(numberLists).set({ mails: false }).where(eq(numberLists.userId, userId)));
    },

    // The news of every results write (my-numbers.news.ts), a scan of every saved number; and the
    // e-mail digests it owes (my-numbers.digest.ts).
    jobs: { 'number-news': numberNewsJob(deps, queue), 'number-digest': numberDigestJob(deps, queue) },
    timeLimitsMs: { 'number-news': 5 * MINUTE },
  };
}

export type MyNumbersService = ReturnType<typeof createMyNumbersService>;
