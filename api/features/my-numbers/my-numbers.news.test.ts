// The news of "My numbers" (docs/product.md, "My numbers"), through the local push-service
// stand-in and the outbox: a notice of a draw of the last 48 hours is pushed to people with
// notifications on, not on a break, who follow the draw's state, and e-mailed to those who turned
// e-mails on, with a one-click unsubscribe; each once, whether the result is entered again,
// corrected back and forth, or its job runs twice or twice at once; an import of older draws
// lists its notices and pushes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { et } from '../../test/draws';
import { mailsTo } from '../../test/purchase';
import { createPushTestContext } from '../../test/push-context';
import { createResultsFeeds } from '../results/results.feed';
import { unsubscribeToken } from '../mail/unsubscribe';

const push = await createPushTestContext();
const { ctx, standIn } = push;
const { call, clock } = ctx;
clock.set(et('2026-06-15', '20:00'));
const admin = await ctx.makeUser('admin');

type Person = Awaited<ReturnType<typeof ctx.makeUser>> & { endpoint?: string };

/** A person with notifications on or off, following `states` (all seven unless given), e-mails on or not, saving 047 to play box. */
async function person(
  kind: 'subscriber' | 'customer',
  o: { notifications: boolean; states?: string[]; mails?: boolean; numbers?: { number: string; play: string }[] },
): Promise<Person> {
  const u: Person = o.notifications ? await push.subscribed(kind) : await ctx.makeUser(kind);
  if (o.states) expect((await call('PUT', '/api/account/states', { token: u.token, body: { states: o.states } })).status).toBe(200);
  if (o.mails)
    expect((await call('PUT', '/api/account/number-mails', { token: u.token, body: { on: true } })).json).toEqual({
      on: true,
      message: 'We will e-mail you when one of your numbers comes up.',
    });
  const numbers = o.numbers ?? [{ number: '047', play: 'box' }];
  expect((await call('PUT', '/api/account/numbers', { token: u.token, body: { numbers } })).status).toBe(200);
  return u;
}

const fan = await person('subscriber', {
  notifications: true,
  states: ['MI'],
  mails: true,
  numbers: [
    { number: '047', play: 'box' },
    { number: '1234', play: 'straight' },
  ],
});
const customer = await person('customer', { notifications: true });
const resting = await person('subscriber', { notifications: true, mails: true });
const quiet = await person('customer', { notifications: false, mails: true });
const texan = await person('customer', { notifications: true, states: ['TX'], mails: true });
const unmailed = await person('customer', { notifications: false });
const straightOnly = await person('customer', { notifications: true, numbers: [{ number: '047', play: 'straight' }] });
expect((await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 7 } })).status).toBe(200);

/** The bodies of the number pushes `who` got, in order. */
const pushes = (who: Person) => push.bodies(who.endpoint!, 'number-');
/**
 * The e-mail digests due within the next six hours are sent (the last evening draw, North
 * Carolina's at 23:22, is the latest they wait for), and the clock goes back to where it was.
 */
async function sendDigests() {
  const now = clock.now();
  await ctx.settle();
  clock.set(now + 6 * 3600_000);
  await ctx.settle();
  clock.set(now);
}

/** The subjects of the number e-mails to `who`. */
const mails = async (who: Person) => (await mailsTo(ctx, who.email)).filter((m) => /came up/.test(m)).map((m) => m.match(/^Subject: (.*)$/m)![1]);
const header = (mail: string, name: string) => mail.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
const enter = (body: Record<string, string>) => call('POST', '/api/results', { token: admin.token, body });
const correct = (id: string, number: string) => call('PUT', `/api/results/${id}`, { token: admin.token, body: { number } });
async function importDraws(...draws: string[][]) {
  const body = ['state,game,draw_date,draw_time,number', ...draws.map((d) => d.join(','))].join('\n');
  const r = await call('POST', '/api/results/import', { token: admin.token, body, headers: { 'Content-Type': 'text/csv' } });
  expect(r.status, r.text).toBe(200);
}

const MI_EVENING = 'Your number 047 came up in Michigan Evening, box';
let miEvening = '';

describe('a recent result', () => {
  it('is pushed once to those with notifications on, not on a break, who follow its state; and e-mailed to those who asked', async () => {
    // Twenty posts of one result at once: one stored, nineteen the same again.
    const draw = { state: 'MI', game: 'pick3', drawDate: '2026-06-15', drawTime: 'evening', number: '740' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(draw)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    miEvening = answers.find((r) => r.status === 201)!.json._id;
    await ctx.settle();
    for (const who of [fan, customer]) expect(pushes(who)).toEqual([MI_EVENING]);
    for (const who of [resting, texan, straightOnly]) expect(pushes(who)).toEqual([]);
    const payload = standIn.received.find((r) => r.endpoint === fan.endpoint && (r.payload as { tag: string }).tag.startsWith('number-'))!.payload;
    expect(payload).toEqual({ title: 'Lotto Predict', body: MI_EVENING, url: '/my-numbers', tag: 'number-047-MI-pick3-2026-06-15-evening' });
    // E-mails wait for the digest of the evening's draws.
    expect(await mails(fan)).toEqual([]);
    await sendDigests();
    expect(await mails(fan)).toEqual([MI_EVENING]);
    expect(await mails(quiet)).toEqual([MI_EVENING]);
    for (const who of [resting, texan, unmailed, customer]) expect(await mails(who)).toEqual([]);
    expect(standIn.errors).toEqual([]);
  });

  it('is news once, through corrections back and forth, an entry again and its job run twice, also at once', async () => {
    expect((await correct(miEvening, '047')).status).toBe(200); // now straight: the same notice, and one for a straight play
    await ctx.settle();
    expect((await correct(miEvening, '999')).status).toBe(200); // no longer a match
    expect((await correct(miEvening, '407')).status).toBe(200); // a match again
    await ctx.settle();
    const job = { kind: 'number-news', payload: { resultIds: [Number(miEvening)] } };
    await ctx.deps.db.write(async (tx) => {
      await ctx.services.queue.add(tx, job);
      await ctx.services.queue.add(tx, job);
    });
    await ctx.runJob('number-news', { resultIds: [Number(miEvening)] });
    await sendDigests();
    // The straight play's notice came with the correction to 047, and only that once.
    expect(pushes(straightOnly)).toEqual(['Your number 047 came up in Michigan Evening, straight']);
    for (const who of [fan, customer]) expect(pushes(who)).toEqual([MI_EVENING]);
    expect(await mails(fan)).toEqual([MI_EVENING]);
    expect(await mails(quiet)).toEqual([MI_EVENING]);
    const notices = await call('GET', '/api/account/number-hits', { token: fan.token });
    expect(notices.json.map((n: { kind: string; drawDate: string }) => `${n.kind} ${n.drawDate}`)).toEqual(['box 2026-06-15']);
  });
});

describe('older draws', () => {
  it('an import of history lists its notices and pushes and e-mails nothing; draws of the last 48 hours are news', async () => {
    await importDraws(
      ['MI', 'pick3', '2026-06-10', 'evening', '470'], // five days old
      ['OH', 'pick3', '2026-06-13', 'evening', '074'], // 48 h 31 min old
      ['OH', 'pick3', '2026-06-14', 'midday', '704'], // 31 h 31 min old: news
    );
    await sendDigests();
    const oh = 'Your number 047 came up in Ohio Midday, box';
    expect(pushes(customer)).toEqual([MI_EVENING, oh]);
    expect(pushes(fan)).toEqual([MI_EVENING]);
    expect(await mails(quiet)).toEqual([MI_EVENING, oh]);
    expect(await mails(fan)).toEqual([MI_EVENING]);
    const listed = await call('GET', '/api/account/number-hits', { token: customer.token });
    expect(listed.json.map((n: { state: string; drawDate: string }) => `${n.state} ${n.drawDate}`)).toEqual(['MI 2026-06-15', 'OH 2026-06-14', 'OH 2026-06-13', 'MI 2026-06-10']);
  });

  it('a feed catching up pushes its recent draws, as an import does', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.end('state,game,draw_date,draw_time,number\nGA,pick3,2026-06-12,evening,047\nGA,pick3,2026-06-15,midday,407\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const feeds = createResultsFeeds(ctx.deps, ctx.services.results, { urls: [`http://127.0.0.1:${(server.address() as AddressInfo).port}/ga.csv`], intervalMs: 60_000 });
    expect((await feeds.pollAll()).map((o) => o.status)).toEqual(['imported']);
    await sendDigests();
    expect(pushes(customer).at(-1)).toBe('Your number 047 came up in Georgia Midday, box');
    expect(pushes(customer)).toHaveLength(3);
    expect(pushes(straightOnly)).toHaveLength(1);
    const listed = await call('GET', '/api/account/number-hits?limit=2', { token: quiet.token });
    expect(listed.json.map((n: { state: string; drawDate: string; kind: string }) => `${n.state} ${n.drawDate} ${n.kind}`)).toEqual(['MI 2026-06-15 box', 'GA 2026-06-15 box']);
  });
});

describe('the e-mails', () => {
  it('are off by default; the switch answers and refuses anything but true or false', async () => {
    expect((await call('GET', '/api/account/number-mails', { token: unmailed.token })).json).toEqual({ on: false });
    expect((await call('GET', '/api/account/number-mails', { token: fan.token })).json).toEqual({ on: true });
    const bad = await call('PUT', '/api/account/number-mails', { token: unmailed.token, body: { on: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'The field on must be true or false.', field: 'on' });
  });

  it('carry a one-click unsubscribe that stops these e-mails only, without signing in', async () => {
    const [mail] = await mailsTo(ctx, quiet.email);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = header(mail, 'List-Unsubscribe')!.match(/^<http:\/\/app\.test(\/api\/account\/number-mails\/unsubscribe\/\d+\.[\w-]+)>$/)![1];
    expect(mail).toContain(`unsubscribe: http://app.test${path}`);
    expect(mail).toContain('http://app.test/my-numbers');
    const before = await ctx.snapshot();
    const page = await call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop e-mails about your numbers?');
    expect(page.text).toContain('<form method="post">');
    expect(await ctx.snapshot()).toBe(before);
    // A link of the other optional e-mails, or an altered one, does nothing here.
    for (const bad of [`/api/account/number-mails/unsubscribe/${unsubscribeToken(ctx.deps.jwtSecret, quiet.row.id)}`, `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`]) {
      const r = await call('POST', bad, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(r.status).toBe(404);
    }
    for (let i = 0; i < 2; i++) {
      const post = await call('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(post.status).toBe(200);
      expect(post.text).toContain('E-mails about your numbers are off');
    }
    expect((await call('GET', '/api/account/number-mails', { token: quiet.token })).json).toEqual({ on: false });
    expect(await ctx.rows('select count(*) as n from mail_opt_outs')).toEqual([{ n: 0 }]);
    // The next match is still listed, and e-mailed no more.
    expect((await enter({ state: 'FL', game: 'pick3', drawDate: '2026-06-15', drawTime: 'midday', number: '704' })).status).toBe(201);
    await sendDigests();
    expect(await mails(quiet)).toHaveLength(3);
    const listed = await call('GET', '/api/account/number-hits', { token: quiet.token });
    expect(listed.json.map((n: { state: string }) => n.state)).toEqual(['MI', 'FL', 'GA', 'OH', 'OH', 'GA', 'MI']);
    expect(pushes(customer).at(-1)).toBe('Your number 047 came up in Florida Midday, box');
  });
});

describe('the e-mail digest', () => {
  it('is one e-mail per draw time, whatever the numbers, states and writes; a result stored after it goes out comes in a digest of its own', async () => {
    const player = await person('customer', {
      notifications: false,
      states: ['OH', 'GA', 'NC'],
      mails: true,
      numbers: [
        { number: '258', play: 'both' },
        { number: '369', play: 'box' },
        { number: '5678', play: 'straight' },
      ],
    });
    const sunday = '2026-06-14';
    // Three writes, one after another, of three states' evening draws.
    for (const [state, number] of [
      ['OH', '258'],
      ['GA', '852'],
      ['NC', '963'],
    ])
      expect((await enter({ state, game: 'pick3', drawDate: sunday, drawTime: 'evening', number })).status).toBe(201);
    await sendDigests();
    const [digest, ...more] = (await mailsTo(ctx, player.email)).filter((m) => /came up/.test(m));
    expect(more).toEqual([]);
    expect(header(digest, 'Subject')).toBe('Your numbers came up 3 times in the evening draws of June 14, 2026');
    const text = digest.replace(/=\r?\n/g, '');
    expect(text).toContain('- 258, played straight and box, came up in Georgia Cash 3 Evening: 852 was drawn (box).');
    expect(text).toContain('- 258, played straight and box, came up in Ohio Pick 3 Evening: 258 was drawn (straight).');
    expect(text).toContain('- 369, played box, came up in North Carolina Pick 3 Evening: 963 was drawn (box).');
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Ohio's Pick 4 of that evening, stored once the digest went (the clock moving on from it): a
    // digest of its own, the notice's words.
    clock.advance(6 * 3600_000);
    expect((await enter({ state: 'OH', game: 'pick4', drawDate: sunday, drawTime: 'evening', number: '5678' })).status).toBe(201);
    await sendDigests();
    expect(await mails(player)).toEqual(['Your numbers came up 3 times in the evening draws of June 14, 2026', 'Your number 5678 came up in Ohio Evening, straight']);
  });

  it('is not sent when the person turned the e-mails off, or took a break, before it was due', async () => {
    const off = await person('customer', { notifications: false, states: ['FL'], mails: true, numbers: [{ number: '159', play: 'box' }] });
    const resting = await person('customer', { notifications: false, states: ['FL'], mails: true, numbers: [{ number: '159', play: 'box' }] });
    expect((await enter({ state: 'FL', game: 'pick3', drawDate: '2026-06-14', drawTime: 'evening', number: '951' })).status).toBe(201);
    await ctx.settle();
    expect((await call('PUT', '/api/account/number-mails', { token: off.token, body: { on: false } })).status).toBe(200);
    expect((await call('POST', '/api/account/self-exclusion', { token: resting.token, body: { days: 1 } })).status).toBe(200);
    await sendDigests();
    expect(await mails(off)).toEqual([]);
    expect(await mails(resting)).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('takes its numbers, its switch and its news with it', async () => {
    const id = quiet.row.id;
    expect((await ctx.rows('select count(*) as n from number_news where user_id = ?', [id]))[0].n).toBeGreaterThan(0);
    expect((await call('DELETE', '/api/account', { token: quiet.token, body: { password: quiet.password } })).status).toBe(200);
    for (const table of ['my_numbers', 'number_lists', 'number_news']) {
      expect(await ctx.rows(`select count(*) as n from ${table} where user_id = ?`, [id]), table).toEqual([{ n: 0 }]);
    }
  });
});
