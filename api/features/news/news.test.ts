// News e-mails (docs/api.md, "News e-mails"): an admin writes to a segment, now or at a time, and
// may cancel one not yet sending. Each recipient gets one copy, however often its jobs run and
// however many workers take them; nobody on a break or with news off gets one; the one-click
// unsubscribe turns off news alone, and receipts still go.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buy, mailsTo } from '../../test/purchase';
import { HOUR, SECOND } from '../../platform/clock';
import { createJobWorker } from '../../platform/jobs/jobs.worker';
import { LIFECYCLE_MAIL_KINDS } from '@shared/mail-preferences';
import { NEWS_MESSAGES, NEWS_PER_SECOND } from '@shared/news';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
type User = Awaited<ReturnType<typeof makeUser>>;

/** A header's value, folded lines joined. */
const header = (mail: string, name: string) => mail.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
const newsTo = async (u: User, subject?: string) => (await mailsTo(ctx, u.email)).filter((m) => /news e-mails/.test(m) && (!subject || header(m, 'Subject') === subject));
const ok = (r: { status: number; text: string }, status = 200) => expect(r.status, r.text).toBe(status);
const list = async () => {
  const r = await call('GET', '/api/admin/broadcasts', { token: admin.token });
  ok(r);
  return r.json as { id: string; subject: string; status: string; recipients: number; sent: number; failed: number; skipped: number; sendAt: string; segment: string }[];
};
const one = async (id: string) => (await list()).find((b) => b.id === id)!;
/** Every job due by the clock has run, stepping the clock over the seconds the sending is spread over. */
async function sendAll(seconds = 10) {
  for (let i = 0; i <= seconds; i++) {
    await ctx.settle();
    clock.advance(SECOND);
  }
  await ctx.settle();
}
const send = (body: Record<string, unknown>) => call('POST', '/api/admin/broadcasts', { token: admin.token, body });

let admin: User;
/** Trial members of a segment of their own, made per test: `trials` reaches exactly them. */
async function trialMembers(n: number): Promise<User[]> {
  const made: User[] = [];
  for (let i = 0; i < n; i++) {
    const u = await makeUser('customer');
    ok(await call('POST', '/api/subscription/trial', { token: u.token }));
    made.push(u);
  }
  return made;
}
/** Ends every trial so far, so the next test's trial members are the segment alone. */
const endTrials = () => ctx.exec("update users set subscription_expires_at = ? where role = 'subscriber' and trial_used_at is not null", [clock.now() - 1]);

/**
 * Every message handed to the mail server, by its Message-ID. The outbox keeps one file per
 * message id, so a second hand-over would not show there: it is counted here.
 */
const handed: string[] = [];
const handedFor = (broadcastId: string) => handed.filter((id) => id.startsWith(`news-${broadcastId.padStart(8, '0')}-`));

beforeAll(async () => {
  admin = await makeUser('admin');
  const mailer = ctx.deps.mailer;
  const send = mailer.send.bind(mailer);
  mailer.send = (mail, id) => {
    handed.push(id);
    return send(mail, id);
  };
});
afterEach(endTrials);

describe('sending now', () => {
  it('one copy to each member reached, none to those on a break or with news off; the count and progress agree', async () => {
    const [a, b, c, resting, quiet] = await trialMembers(5);
    ok(await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 7 } }));
    ok(await call('PUT', '/api/account/mail-preferences', { token: quiet.token, body: { kind: 'news', on: false } }));
    const counted = await call('GET', '/api/admin/segments/trials', { token: admin.token });
    expect(counted.json.count).toBe(3);

    const r = await send({ subject: 'Florida joins', body: 'Hello,\n\nFlorida draws are in from Monday.\n\nSee https://app.test/results', segment: 'trials' });
    ok(r, 201);
    expect(r.json).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'sending', recipients: 3 });
    await sendAll();
    for (const u of [a, b, c]) {
      const mails = await newsTo(u, 'Florida joins');
      expect(mails, u.email).toHaveLength(1);
      expect(mails[0]).toContain('Florida draws are in from Monday.');
      expect(mails[0]).toContain('See https://app.test/results');
      expect(header(mails[0], 'List-Unsubscribe')).toMatch(/^<http:\/\/app\.test\/api\/mail\/news\/unsubscribe\/\d+\.[\w-]{32}>$/);
      expect(header(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(await newsTo(resting)).toHaveLength(0);
    expect(await newsTo(quiet)).toHaveLength(0);
    expect(await one(r.json.id)).toMatchObject({ subject: 'Florida joins', segment: 'trials', status: 'sent', recipients: 3, sent: 3, failed: 0, skipped: 0 });
  });

  it('sends no second copy when its jobs run again, or when two workers take them at once', async () => {
    const members = await trialMembers(25);
    // A second worker on the same database, as a second process runs one.
    const other = createJobWorker(ctx.deps, ctx.services.queue, ctx.services.background.jobs, { pollMs: 5, retryDelaysMs: [20] });
    other.start();
    try {
      const r = await send({ subject: 'Two workers', body: 'Once each.', segment: 'trials' });
      ok(r, 201);
      expect(r.json.recipients).toBe(25);
      // The recipients are spread at NEWS_PER_SECOND: 10 due now, 10 in a second, 5 in two.
      await ctx.settle();
      const due = await ctx.rows<{ at: number; n: number }>(
        "select run_at - ? as at, count(*) as n from jobs where kind = 'news-mail' and key in (select 'news-mail:' || id from broadcast_recipients where broadcast_id = ?) group by run_at order by run_at",
        [clock.now(), Number(r.json.id)],
      );
      expect(due.map((d) => [Number(d.at), Number(d.n)])).toEqual([
        [0, NEWS_PER_SECOND],
        [1000, NEWS_PER_SECOND],
        [2000, 5],
      ]);
      await sendAll(3);
      await other.settled();
      // The start and every recipient's job once more, as after a crash: nothing more goes.
      await ctx.runJob('news-start', { id: Number(r.json.id) });
      for (const { id } of await ctx.rows<{ id: number }>('select id from broadcast_recipients where broadcast_id = ?', [Number(r.json.id)])) {
        await ctx.runJob('news-mail', { recipient: Number(id) });
      }
      for (const u of members) expect(await newsTo(u, 'Two workers'), u.email).toHaveLength(1);
      expect(handedFor(r.json.id)).toHaveLength(25);
      expect(new Set(handedFor(r.json.id)).size).toBe(25);
      expect(await one(r.json.id)).toMatchObject({ status: 'sent', recipients: 25, sent: 25, failed: 0, skipped: 0 });
    } finally {
      await other.stop();
    }
  });

  it('a copy a stopped process may have handed over is counted failed and never sent again; a member gone on a break by their turn is skipped', async () => {
    const members = await trialMembers(12);
    const r = await send({ subject: 'Cut short', body: 'Maybe.', segment: 'trials' });
    ok(r, 201);
    await ctx.settle();
    const id = Number(r.json.id);
    // The first ten went; of the two due in a second, one was taken by a process that then died
    // (its row says sending), and the other's member went on a break.
    const waiting = await ctx.rows<{ id: number; user_id: number }>("select id, user_id from broadcast_recipients where broadcast_id = ? and state = 'queued' order by id", [id]);
    expect(waiting).toHaveLength(2);
    await ctx.exec("update broadcast_recipients set state = 'sending' where id = ?", [waiting[0].id]);
    const resting = members.find((m) => m.row.id === Number(waiting[1].user_id))!;
    ok(await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 1 } }));
    await sendAll(2);
    const cut = members.find((m) => m.row.id === Number(waiting[0].user_id))!;
    expect(await newsTo(cut, 'Cut short')).toHaveLength(0);
    expect(await newsTo(resting, 'Cut short')).toHaveLength(0);
    for (const u of members.filter((m) => m !== cut && m !== resting)) expect(await newsTo(u, 'Cut short')).toHaveLength(1);
    expect(await one(r.json.id)).toMatchObject({ status: 'sent', recipients: 12, sent: 10, failed: 1, skipped: 1 });
    expect(handedFor(r.json.id)).toHaveLength(10);
  });
});

describe('scheduling and cancelling', () => {
  it('a scheduled one waits for its time and can be cancelled until then; 409 once it is sending or sent', async () => {
    const [member] = await trialMembers(1);
    const sendAt = new Date(clock.now() + HOUR).toISOString();
    const later = await send({ subject: 'Holiday schedule', body: 'No draws on the 25th.', segment: 'trials', sendAt });
    ok(later, 201);
    expect(later.json).toEqual({ id: expect.any(String), status: 'scheduled', recipients: 1 });
    const cancelled = await send({ subject: 'Never sent', body: 'Cancelled.', segment: 'trials', sendAt });
    ok(cancelled, 201);
    await sendAll(2);
    expect(await newsTo(member)).toHaveLength(0);
    expect(await one(later.json.id)).toMatchObject({ status: 'scheduled', sendAt, sent: 0 });

    const del = await call('DELETE', `/api/admin/broadcasts/${cancelled.json.id}`, { token: admin.token });
    ok(del);
    expect(del.json.message).toBe(NEWS_MESSAGES.cancelled);
    const again = await call('DELETE', `/api/admin/broadcasts/${cancelled.json.id}`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(NEWS_MESSAGES.notCancellable('cancelled'));

    clock.advance(HOUR);
    await sendAll(2);
    expect(await newsTo(member, 'Holiday schedule')).toHaveLength(1);
    expect(await newsTo(member, 'Never sent')).toHaveLength(0);
    expect(await one(later.json.id)).toMatchObject({ status: 'sent', sent: 1 });
    expect(await one(cancelled.json.id)).toMatchObject({ status: 'cancelled', sent: 0 });
    const tooLate = await call('DELETE', `/api/admin/broadcasts/${later.json.id}`, { token: admin.token });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe(NEWS_MESSAGES.notCancellable('sent'));
    expect((await call('DELETE', '/api/admin/broadcasts/999999', { token: admin.token })).status).toBe(404);

    // Every news e-mail made or cancelled is in the activity log.
    const log = await call('GET', '/api/admin/audit?limit=200', { token: admin.token });
    const targets = (log.json as { action: string; target: string }[]).filter((e) => e.action.startsWith('news.')).map((e) => `${e.action} ${e.target}`);
    expect(targets).toContain(`news.send news ${later.json.id} (Holiday schedule)`);
    expect(targets).toContain(`news.cancel news ${cancelled.json.id} (Never sent)`);
  });
});

describe('unsubscribing from news', () => {
  it('the one-click link turns off news alone: the lifecycle e-mails stay on, receipts still go, and the next news skips the member', async () => {
    const [member] = await trialMembers(1);
    ok(await send({ subject: 'First news', body: 'Hello.', segment: 'trials' }), 201);
    await sendAll(1);
    const [mail] = await newsTo(member, 'First news');
    const path = header(mail, 'List-Unsubscribe')!.match(/^<http:\/\/app\.test(\/api\/mail\/news\/unsubscribe\/[^>]+)>$/)![1];
    expect(mail).toContain(`unsubscribe: http://app.test${path}`);
    const page = await call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop Lotto Predict news?');
    const post = await call('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(200);
    expect(post.text).toContain('News is off');
    expect((await ctx.rows('select kind from mail_opt_outs where user_id = ?', [member.row.id])).map((r) => r.kind)).toEqual(['news']);
    const prefs = await call('GET', '/api/account/mail-preferences', { token: member.token });
    expect(prefs.json.mails).toEqual([...LIFECYCLE_MAIL_KINDS.map((kind) => ({ kind, on: true })), { kind: 'news', on: false }]);
    // The lifecycle link does not reach news: a link signed for one list is refused by the other.
    const token = path.split('/').pop()!;
    expect((await call('GET', `/api/mail/unsubscribe/${token}`)).status).toBe(404);

    ok(await send({ subject: 'Second news', body: 'Hello again.', segment: 'trials' }), 201);
    await sendAll(1);
    expect(await newsTo(member, 'Second news')).toHaveLength(0);
    // A receipt is not news: it goes.
    await buy(ctx, member, 'weekly');
    expect((await mailsTo(ctx, member.email)).filter((m) => /receipt/i.test(header(m, 'Subject') ?? ''))).toHaveLength(1);
  });
});

describe('a test copy', () => {
  it('goes to the calling admin alone, marked as a test, and makes no news e-mail', async () => {
    const [member] = await trialMembers(1);
    const before = (await list()).length;
    const r = await call('POST', '/api/admin/broadcasts/test', { token: admin.token, body: { subject: 'Draft', body: 'Does this read well?' } });
    ok(r);
    expect(r.json.message).toBe(NEWS_MESSAGES.testSent(admin.email));
    const mine = await mailsTo(ctx, admin.email);
    expect(mine.filter((m) => header(m, 'Subject') === '[Test] Draft')).toHaveLength(1);
    expect(await newsTo(member)).toHaveLength(0);
    expect(await list()).toHaveLength(before);
  });
});

describe('what is refused', () => {
  it('answers each bad request with a 400 naming the problem, and changes nothing', async () => {
    const member = await makeUser('subscriber');
    const before = await ctx.snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'x', segment: 'all' }, NEWS_MESSAGES.subject],
      [{ subject: '', body: 'x', segment: 'all' }, NEWS_MESSAGES.subject],
      [{ subject: '   ', body: 'x', segment: 'all' }, NEWS_MESSAGES.subject],
      [{ subject: 'x'.repeat(151), body: 'x', segment: 'all' }, NEWS_MESSAGES.subject],
      [{ subject: 'Two\nlines', body: 'x', segment: 'all' }, NEWS_MESSAGES.subject],
      [{ subject: 'x', body: '', segment: 'all' }, NEWS_MESSAGES.body],
      [{ subject: 'x', body: 'x'.repeat(20_001), segment: 'all' }, NEWS_MESSAGES.body],
      [{ subject: 'x', body: 42, segment: 'all' }, NEWS_MESSAGES.body],
      [{ subject: 'x', body: 'x', segment: 'everyone' }, NEWS_MESSAGES.segment],
      [{ subject: 'x', body: 'x' }, NEWS_MESSAGES.segment],
      [{ subject: 'x', body: 'x', segment: 'state:ZZ' }, NEWS_MESSAGES.segment],
      [{ subject: 'x', body: 'x', segment: 'all', sendAt: 'tomorrow' }, NEWS_MESSAGES.sendAt],
      [{ subject: 'x', body: 'x', segment: 'all', sendAt: 12 }, NEWS_MESSAGES.sendAt],
      [{ subject: 'x', body: 'x', segment: 'all', sendAt: new Date(clock.now() - HOUR).toISOString() }, NEWS_MESSAGES.sendAtPast],
      [{ subject: 'x', body: 'x', segment: 'all', sendAt: new Date(clock.now() + 400 * 24 * HOUR).toISOString() }, NEWS_MESSAGES.sendAtFar(365)],
    ];
    for (const [body, message] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message, JSON.stringify(body)).toBe(message);
    }
    const t = await call('POST', '/api/admin/broadcasts/test', { token: admin.token, body: { subject: 'x' } });
    expect(t.status).toBe(400);
    expect(t.json.message).toBe(NEWS_MESSAGES.body);
    expect((await call('DELETE', '/api/admin/broadcasts/abc', { token: admin.token })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/admin/broadcasts'],
      ['POST', '/api/admin/broadcasts'],
      ['POST', '/api/admin/broadcasts/test'],
      ['DELETE', '/api/admin/broadcasts/1'],
    ]) {
      expect((await call(method, path, { token: member.token, ...(method === 'POST' && { body: { subject: 'x', body: 'x', segment: 'all' } }) })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect(await ctx.snapshot()).toBe(before);
  });
});
