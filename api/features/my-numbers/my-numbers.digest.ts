// The e-mails of "My numbers" (docs/product.md, "My numbers"): one digest per person and draw time
// (a day's Evening draws, say), not one e-mail per number and draw. A notice claimed for someone
// who asked for e-mails owes its e-mail (number_news.mail_owed); the claim also queues the digest
// of its draw time, due half an hour after the last draw of that time among the states the person
// follows, so the draws of every state come in one e-mail. The digest takes what is owed then in
// one conditional update (a digest run twice, or by two processes, mails each notice once) and
// sends one e-mail; a result stored later than that is owed to a digest of its own.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { myNumbers, numberNews } from '#db/schema-my-numbers';
import { MINUTE } from '../../platform/clock';
import { formatDate } from '../../platform/format';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { Mail } from '../../platform/mail/mailer';
import { queueMail } from '../../platform/mail/mail.job';
import { unsubscribeToken } from '../mail';
import { onBreak } from '../responsible-play';
import { drawsView } from '../results';
import { findUserById } from '../users';
import { PRODUCT_NAME } from '@shared/brand';
import { decodeStates } from '@shared/followed-states';
import { matchOf, noticeSentence, PLAY_NAMES, type Play } from '@shared/my-numbers';
import { DRAW_TIME_NAMES, drawName, drawnAtOf, drawTimesOn, type DrawTime, type Game, type StateCode } from '@shared/results';
import { mailsOn } from './my-numbers.sql';

/** The list the e-mails' unsubscribe links are signed for (api/features/mail/unsubscribe.ts): they stop these e-mails only. */
export const NUMBER_MAILS_LIST = 'number-mails';

/** After the last draw of a draw time, how long its results are waited for: a feed polls every 15 minutes. */
export const DIGEST_WAIT_MS = 30 * MINUTE;
/** A digest is due on these steps, so notices owed within one step share it. */
const DIGEST_STEP_MS = 5 * MINUTE;

export interface DigestKey {
  userId: number;
  drawDate: string;
  drawTime: string;
}

/**
 * When the digest of a draw time is due: DIGEST_WAIT_MS after its last draw among `states` that
 * day, and at least a step after `now` (results entered one after another share a digest), rounded
 * up to the next step.
 */
export function digestDueAt(states: readonly StateCode[], drawDate: string, drawTime: DrawTime, now: number): number {
  const last = Math.max(0, ...states.filter((s) => drawTimesOn(s, drawDate).includes(drawTime)).map((state) => drawnAtOf({ state, drawDate, drawTime })));
  const due = Math.max(now + DIGEST_STEP_MS, last + DIGEST_WAIT_MS);
  return Math.ceil(due / DIGEST_STEP_MS) * DIGEST_STEP_MS;
}

/** In the news job's transaction, for notices whose e-mail is owed: the digest of each draw time, once per person, time and due moment. */
export async function queueDigests(queue: JobQueue, tx: Tx, owed: readonly (DigestKey & { followedStates: string | null })[], now: number): Promise<void> {
  const seen = new Set<string>();
  for (const o of owed) {
    const dueAt = digestDueAt(decodeStates(o.followedStates), o.drawDate, o.drawTime as DrawTime, now);
    const key = `number-digest:${o.userId}:${o.drawDate}:${o.drawTime}:${dueAt}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await queue.add(tx, { kind: 'number-digest', payload: { userId: o.userId, drawDate: o.drawDate, drawTime: o.drawTime }, key, runAt: dueAt });
  }
}

interface DigestLine {
  number: string;
  play: Play;
  kind: 'straight' | 'box';
  state: string;
  game: string;
  drawTime: string;
  drawn: string;
}

type DigestDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret'>;

export function numberDigestJob(deps: DigestDeps, queue: JobQueue): JobHandler<DigestKey> {
  const { db, clock } = deps;

  function mailOf(lines: DigestLine[], d: DigestKey, to: { email: string; username: string }): Mail {
    const url = `${deps.config.appUrl}/api/account/number-mails/unsubscribe/${unsubscribeToken(deps.jwtSecret, d.userId, NUMBER_MAILS_LIST)}`;
    const day = formatDate(Date.parse(`${d.drawDate}T12:00:00Z`), 'UTC');
    const time = DRAW_TIME_NAMES[d.drawTime as DrawTime].toLowerCase();
    const line = (n: DigestLine) =>
      `- ${n.number}, played ${PLAY_NAMES[n.play].toLowerCase()}, came up in ${drawName({ state: n.state as StateCode, game: n.game as Game, drawTime: n.drawTime as DrawTime })}: ${n.drawn} was drawn (${n.kind}).`;
    return {
      to: to.email,
      // One notice keeps the push's words; several say how many.
      subject: lines.length === 1 ? noticeSentence(lines[0]) : `Your numbers came up ${lines.length} times in the ${time} draws of ${day}`,
      text: [
        `Hi ${to.username},`,
        '',
        `In the ${time} draws of ${day}:`,
        ...lines.map(line),
        '',
        `Your numbers, and how often each has come up: ${deps.config.appUrl}/my-numbers`,
        '',
        '--',
        `You get this e-mail because you asked ${PRODUCT_NAME} to e-mail you when one of your numbers comes up. To stop these e-mails, unsubscribe: ${url}`,
      ].join('\n'),
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  return async (d) => {
    const now = clock.now();
    // What is owed, with the result and the play as they are now: a correction that undid a match took its notice.
    const draws = drawsView(db);
    const owed = await db
      .select({
        id: numberNews.id,
        number: numberNews.number,
        state: numberNews.state,
        game: numberNews.game,
        drawTime: numberNews.drawTime,
        drawn: draws.number,
        play: myNumbers.play,
      })
      .from(numberNews)
      .innerJoin(draws, and(eq(draws.state, numberNews.state), eq(draws.game, numberNews.game), eq(draws.drawDate, numberNews.drawDate), eq(draws.drawTime, numberNews.drawTime)))
      .innerJoin(myNumbers, and(eq(myNumbers.userId, numberNews.userId), eq(myNumbers.number, numberNews.number)))
      .where(and(eq(numberNews.userId, d.userId), eq(numberNews.drawDate, d.drawDate), eq(numberNews.drawTime, d.drawTime), eq(numberNews.mailOwed, true)))
      .orderBy(numberNews.state, numberNews.game, numberNews.number);
    if (owed.length === 0) return;
    const user = await findUserById(db, d.userId);
    // Turned off or on a break meanwhile: what was owed is let go, unsent.
    const wanted = user !== undefined && !onBreak(user, now) && (await mailsOn(db, d.userId));
    return async (tx: Tx) => {
      const taken = await tx
        .update(numberNews)
        .set({ mailOwed: false })
        .where(
          and(
            inArray(
              numberNews.id,
              owed.map((o) => o.id),
            ),
            eq(numberNews.mailOwed, true),
          ),
        )
        .returning({ id: numberNews.id });
      const ids = new Set(taken.map((t) => t.id));
      const lines = owed.flatMap((o) => {
        const kind = ids.has(o.id) ? matchOf(o.number, o.play as Play, o.drawn) : null;
        return kind ? [{ ...o, play: o.play as Play, kind }] : [];
      });
      // A notice claimed while this digest read (its key is this digest's): the next one carries it.
      const [left] = await tx
        .select({ id: numberNews.id })
        .from(numberNews)
        .where(and(eq(numberNews.userId, d.userId), eq(numberNews.drawDate, d.drawDate), eq(numberNews.drawTime, d.drawTime), eq(numberNews.mailOwed, true)))
        .limit(1);
      if (left) await queueDigests(queue, tx, [{ ...d, followedStates: user?.followedStates ?? null }], now);
      if (!wanted || !user || lines.length === 0) return;
      await queueMail(queue, tx, mailOf(lines, d, user), `number-digest:${Math.min(...ids)}`);
    };
  };
}
