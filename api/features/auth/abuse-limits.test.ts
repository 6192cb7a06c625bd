// "Abuse limits" (docs/security.md), tried as an attacker would: every request of a flood sent at
// once (Promise.all), and the hashes that ran counted, to prove which requests never reached one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../test/harness';
import { MINUTE } from '../../platform/clock';
import { createPasswords } from '../../platform/http/password';
import { AUTH_MESSAGES } from '@shared/auth';

// Behind a proxy the operator vouches for, so each test can speak from addresses of its own. At
// production's hashing cost: how many requests reach a hash, and when the queue fills, depend on
// how long a hash takes.
const ctx = await createTestContext({ TRUST_PROXY: '1', PASSWORD_HASH_COST: 'standard' });
const { call, clock, makeUser, snapshot } = ctx;

let n = 0;
/** An address no other test used, so the per-address limits start fresh. */
const freshAddress = () => `198.51.100.${++n}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status);
const notLimited = <R extends { status: number }>(rs: R[]) => rs.filter((r) => r.status !== 429);

/** Hashes started while `run` ran. */
async function hashesDuring<T>(run: () => Promise<T>): Promise<{ result: T; hashes: number }> {
  const before = ctx.deps.passwords.started();
  const result = await run();
  return { result, hashes: ctx.deps.passwords.started() - before };
}

beforeEach(() => clock.advance(2 * 60 * MINUTE));

describe('login', () => {
  it('fifty wrong passwords at once at one account: at most five answers other than 429, then even the right one waits for the window', async () => {
    const u = await makeUser('customer');
    const address = freshAddress();
    const { result, hashes } = await hashesDuring(() =>
      Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', '/api/auth/login', { body: { email: u.email, password: `guess-${i}` }, headers: from(address) }))),
    );
    expect(notLimited(result).length).toBeLessThanOrEqual(5);
    expect(notLimited(result).every((r) => r.status === 401)).toBe(true);
    expect(hashes).toBeLessThanOrEqual(5);
    const limited = result.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/Too many attempts/);

    // The right password, even from another address, is refused until the window passes.
    const right = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: from(freshAddress()) });
    expect(right.status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: from(address) })).status).toBe(200);
  });

  it('wrong passwords at once at many accounts from one address: at most twenty answers other than 429', async () => {
    const address = freshAddress();
    const result = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call('POST', '/api/auth/login', { body: { email: `victim${i}@example.com`, password: 'guess-guess' }, headers: from(address) })),
    );
    expect(notLimited(result).length).toBeLessThanOrEqual(20);
    expect(result.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(40);
  });

  it('the right password sent many times at once is never refused: attempts wait for those in flight', async () => {
    const u = await makeUser('customer');
    const result = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: from(freshAddress()) })),
    );
    expect(statuses(result)).toEqual(Array(30).fill(200));
  });

  it('an unknown e-mail and a wrong password: the same answer, and the same work (one password check each)', async () => {
    const u = await makeUser('customer');
    const wrong = await hashesDuring(() => call('POST', '/api/auth/login', { body: { email: u.email, password: 'nope-nope' }, headers: from(freshAddress()) }));
    const unknown = await hashesDuring(() => call('POST', '/api/auth/login', { body: { email: 'ghost@example.com', password: 'nope-nope' }, headers: from(freshAddress()) }));
    expect(wrong.result.status).toBe(401);
    expect(unknown.result.status).toBe(401);
    expect(unknown.result.json).toEqual(wrong.result.json);
    expect(unknown.result.json.msg).toBe(AUTH_MESSAGES.badCredentials);
    expect([wrong.hashes, unknown.hashes]).toEqual([1, 1]);
  });

  it('more at once from one address than its two places: the rest are refused on arrival, and each counts against its budget', async () => {
    const address = freshAddress();
    const guess = (i: number) => call('POST', '/api/auth/login', { body: { email: `nobody${n}.${i}@example.com`, password: `guess-${i}` }, headers: from(address) });
    const { result, hashes } = await hashesDuring(() => Promise.all(Array.from({ length: 12 }, (_, i) => guess(i))));
    expect(statuses(result).filter((s) => s === 401)).toHaveLength(2);
    const refused = result.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0].json.message).toBe('Too many attempts at once from your address. Please wait for the ones on their way.');
    expect(hashes).toBe(2);
    // Twelve of the address's twenty used: eight more wrong ones one by one, then the window is shut.
    for (let i = 12; i < 20; i++) expect((await guess(i)).status).toBe(401);
    const shut = await guess(20);
    expect(shut.status).toBe(429);
    expect(shut.json.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
  });
  it('ten addresses each sending more at once than its places: their hashes wait behind a real sign-in from another address', async () => {
    const u = await makeUser('customer');
    // The queue as the sign-ins reach it: the flood's stand-in checks (unknown e-mails, burn) and
    // the real sign-in's check (verify), counted as each is asked for and as each ends. What ran
    // before the real sign-in reached the queue (its own reads and counted limits come first) is
    // not the queue's to order.
    const { passwords } = ctx.deps;
    const flood = { asked: 0, done: 0 };
    let real: { waitingThen: number; doneThen: number; doneAfter: number } | undefined;
    const burn = passwords.burn;
    const verify = passwords.verify;
    const spies = [
      vi.spyOn(passwords, 'burn').mockImplementation((...args) => {
        flood.asked++;
        return burn(...args).finally(() => flood.done++);
      }),
      vi.spyOn(passwords, 'verify').mockImplementation((...args) => {
        const came = { waitingThen: flood.asked - flood.done, doneThen: flood.done };
        return verify(...args).finally(() => (real = { ...came, doneAfter: flood.done }));
      }),
    ];
    try {
      const floodAnswers = Array.from({ length: 10 }, () => freshAddress()).flatMap((address, a) =>
        Array.from({ length: 3 }, (_, i) =>
          call('POST', '/api/auth/login', { body: { email: `nobody${n}.${a}.${i}@example.com`, password: 'guess-guess' }, headers: from(address) }),
        ),
      );
      const realAnswer = call('POST', '/api/auth/login', { body: { email: u.email, password: u.password }, headers: from(freshAddress()) });
      const [answers, mine] = await Promise.all([Promise.all(floodAnswers), realAnswer]);
      expect(mine.status).toBe(200);
      expect(statuses(answers).filter((s) => s === 401)).toHaveLength(20);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const slots = passwords.limits.slots;
    // The real sign-in found more of the flood in the queue than could go ahead of it…
    expect(real!.waitingThen).toBeGreaterThan(slots + 1);
    // …and a third attempt refused at the door is a failure of its address: its other two lose
    // their place in the first lane, also while they still take their units. Ahead of the real
    // sign-in only what already ran when it came (a hash per slot, and one more that was starting).
    expect(real!.doneAfter - real!.doneThen).toBeLessThanOrEqual(slots + 1);
  });
});

describe('register', () => {
  it('a flood from one address: two at once, at most ten an hour, and only those hash', async () => {
    const address = freshAddress();
    const signUp = (i: number) =>
      call('POST', '/api/auth/register', {
        body: { username: `flood_${n}_${i}`, email: `flood${n}.${i}@example.com`, password: 'long enough', ageConfirmed: true },
        headers: from(address),
      });
    // Sixty at once: the address holds two places in the hashing queue (docs/security.md), so most
    // are refused before any hash. How many get through depends on how fast the first hashes end
    // while the others still arrive (api/platform/http/fair-queue.test.ts holds the two places exactly):
    // at least two, and never more than the hour's ten.
    const burst = await hashesDuring(() => Promise.all(Array.from({ length: 60 }, (_, i) => signUp(i))));
    const through = notLimited(burst.result).length;
    expect(through).toBeGreaterThanOrEqual(2);
    expect(through).toBeLessThanOrEqual(10);
    expect(notLimited(burst.result).every((r) => r.status === 201)).toBe(true);
    expect(burst.hashes).toBe(through);
    // One after another, up to ten in the hour: the burst's refused ones counted too.
    const { result, hashes } = await hashesDuring(async () => {
      const answers = [];
      for (let i = 60; i < 80; i++) answers.push(await signUp(i));
      return answers;
    });
    expect(notLimited([...burst.result, ...result])).toHaveLength(through);
    expect(hashes).toBe(0);
    // Another address is not held back by it; the flooding one waits an hour.
    const other = await call('POST', '/api/auth/register', {
      body: { username: `calm_${n}`, email: `calm${n}@example.com`, password: 'long enough', ageConfirmed: true },
      headers: from(freshAddress()),
    });
    expect(other.status).toBe(201);
    clock.advance(60 * MINUTE);
    const later = await call('POST', '/api/auth/register', {
      body: { username: `later_${n}`, email: `later${n}@example.com`, password: 'long enough', ageConfirmed: true },
      headers: from(address),
    });
    expect(later.status).toBe(201);
  });
});

describe('reset-password', () => {
  it('300 junk links at once: none hashes a password, at most ten answers other than 429, nothing changes', async () => {
    const address = freshAddress();
    const before = await snapshot();
    const { result, hashes } = await hashesDuring(() =>
      Promise.all(Array.from({ length: 300 }, (_, i) => call('POST', `/api/auth/reset-password/junk${i}`, { body: { password: 'a new password' }, headers: from(address) }))),
    );
    expect(hashes).toBe(0);
    expect(notLimited(result).length).toBe(10);
    expect(notLimited(result).every((r) => r.status === 400 && r.json.msg === AUTH_MESSAGES.badResetLink)).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('a real link still works, hashing once', async () => {
    const u = await makeUser('customer');
    const outboxBefore = ctx.outbox().length;
    await call('POST', '/api/auth/forgot-password', { body: { email: u.email }, headers: from(freshAddress()) });
    await ctx.settle();
    expect(ctx.outbox()).toHaveLength(outboxBefore + 1);
    const token = ctx
      .outbox()
      .at(-1)!
      .text.replace(/=\r?\n/g, '')
      .match(/reset-password\/([A-Za-z0-9_-]+)/)![1];
    const { result, hashes } = await hashesDuring(() => call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'a new password' }, headers: from(freshAddress()) }));
    expect(result.status).toBe(200);
    expect(hashes).toBe(1);
  });
});

describe('change-password', () => {
  it('fifty wrong current passwords at once: at most five answers other than 429; then the right one waits for the window', async () => {
    const u = await makeUser('customer');
    const body = (currentPassword: string) => ({ currentPassword, newPassword: 'brand new password' });
    const result = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('POST', '/api/auth/user/change-password', { token: u.token, body: body(`guess-${i}`), headers: from(freshAddress()) })),
    );
    expect(notLimited(result).length).toBeLessThanOrEqual(5);
    expect(notLimited(result).every((r) => r.status === 400 && r.json.msg === AUTH_MESSAGES.wrongCurrentPassword)).toBe(true);
    const right = await call('POST', '/api/auth/user/change-password', { token: u.token, body: body(u.password), headers: from(freshAddress()) });
    expect(right.status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await call('POST', '/api/auth/user/change-password', { token: u.token, body: body(u.password), headers: from(freshAddress()) })).status).toBe(200);
  });

  it('wrong current passwords at once for many accounts from one address: at most five answers other than 429', async () => {
    const address = freshAddress();
    const users = await Promise.all(Array.from({ length: 12 }, () => makeUser('customer')));
    const result = await Promise.all(
      users.flatMap((u) =>
        [1, 2].map(() =>
          call('POST', '/api/auth/user/change-password', { token: u.token, body: { currentPassword: 'guess-guess', newPassword: 'brand new password' }, headers: from(address) }),
        ),
      ),
    );
    expect(notLimited(result).length).toBeLessThanOrEqual(5);
  });
});

// The queue's rule on a queue of its own, a few places long: filling production's (64 a slot, at
// production's cost) took seconds of hashing, most of this file's processor time.
const queued = await createTestContext(
  { TRUST_PROXY: '1', PASSWORD_HASH_COST: 'standard' },
  { passwords: createPasswords('standard', { slots: 1, maxWaiting: 6, maxPlacesPerSource: 2 }) },
);

describe('the hashing queue', () => {
  it('answers 503 with Retry-After when full, and what it refused changed nothing', async () => {
    // More sign-ups at once, each from its own address, than the queue holds and runs.
    // Sixty more than it holds: on PostgreSQL each request's limit is a write first, so they reach
    // the queue spread over some milliseconds while the first hashes end.
    const count = queued.deps.passwords.limits.maxWaiting + queued.deps.passwords.limits.slots + 60;
    const result = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        queued.call('POST', '/api/auth/register', {
          body: { username: `q_${n}_${i}`, email: `q${n}.${i}@example.com`, password: 'long enough', ageConfirmed: true },
          headers: from(`203.0.113.${i % 250}`),
        }),
      ),
    );
    const busy = result.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(20);
    expect(Number(busy[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(busy[0].json.message).toMatch(/The server is busy checking other passwords\. Please try again in \d+ seconds?\./);
    expect(busy[0].json.msg).toBe(busy[0].json.message);
    expect(result.every((r) => r.status === 201 || r.status === 503)).toBe(true);
    // Every 201 made its account; no 503 did.
    const made = (await queued.rows('select count(*) as n from users where username like ?', [`q_${n}_%`]))[0] as { n: number };
    expect(made.n).toBe(result.filter((r) => r.status === 201).length);
  }, 60_000);
});
