// docs/ledger.md, "With sha256sum": the script on that page, taken from it as it is written, run
// with bash, curl, jq and sha256sum against this app on a real port. It must say "chain intact"
// on a fresh record, and name the entry once a number of a revealed set is changed in the database.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { et } from '../../test/draws';
import { createTestContext } from '../../test/harness';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The first ```sh block after the heading "### With sha256sum" of docs/ledger.md. */
function documentedScript(): string {
  const page = fs.readFileSync(path.join(ROOT, 'docs/ledger.md'), 'utf8');
  const section = page.slice(page.indexOf('### With sha256sum'));
  const m = /```sh\n([\s\S]*?)```/.exec(section);
  if (!m) throw new Error('docs/ledger.md has no sh block under "With sha256sum"');
  return m[1];
}

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const SITE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-ledger-docs-'));
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * The script as a reader pastes it into their shell, followed by a line that shows the shell is
 * still there; `ok` is the script's own status ($? after it).
 */
async function check(site = SITE): Promise<{ ok: boolean; out: string }> {
  const { stdout } = await run('bash', ['-c', `${documentedScript()}\nstatus=$?\necho "shell still open: $status"`], { cwd: work, env: { ...process.env, SITE: site } });
  const lines = stdout.trim().split('\n');
  const last = lines.pop()!;
  expect(last).toMatch(/^shell still open: \d+$/);
  return { ok: last.endsWith(': 0'), out: lines.join('\n') };
}

const resultsHead = async () => (await ctx.call('GET', '/api/ledger/results/head')).json.hash as string;

describe('the sha256sum check of docs/ledger.md', () => {
  it('says "chain intact" with the heads on a fresh record, and names the entry of a revealed set or a result changed behind the product\'s back', async () => {
    // A set entered by hand for long-closed days (revealed at once), two publishes, an edit and a deletion.
    ctx.clock.set(et('2026-06-15', '10:00'));
    const old = await ctx.call('POST', '/api/predictions/manual', {
      token: admin.token,
      body: { sharedContent: 'x', date: '2026-05-01', predictions: [{ number1: '147', number2: '2580' }] },
    });
    const one = await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }] } });
    await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '890', number2: '1234' }] } });
    await ctx.call('PUT', `/api/predictions/${one.json.prediction._id}`, { token: admin.token, body: { predictions: [{ number1: '124', number2: '4567' }] } });
    await ctx.call('DELETE', `/api/predictions/${one.json.prediction._id}`, { token: admin.token });
    // Results: an entry, its correction and a removal.
    const posted = await ctx.call('POST', '/api/results', { token: admin.token, body: { state: 'OH', game: 'pick3', drawDate: '2026-06-14', drawTime: 'midday', number: '123' } });
    await ctx.call('PUT', `/api/results/${posted.json._id}`, { token: admin.token, body: { number: '124' } });
    await ctx.call('POST', '/api/results', { token: admin.token, body: { state: 'GA', game: 'pick3', drawDate: '2026-06-14', drawTime: 'midday', number: '555' } });
    const head = (await ctx.call('GET', '/api/ledger/head')).json;

    const fresh = await check();
    expect(fresh).toEqual({ ok: true, out: `chain intact: 5 entries, 2 reveals checked; head ${head.hash}\nresults chain intact: 3 entries; head ${await resultsHead()}` });

    await ctx.exec("update prediction_pairs set number1 = '148' where batch_id = ?", [Number(old.json.prediction._id)]);
    expect(await check()).toEqual({ ok: false, out: 'entry 1: the reveal does not match its commitment' });
    await ctx.exec("update prediction_pairs set number1 = '147' where batch_id = ?", [Number(old.json.prediction._id)]);
    await ctx.exec('update ledger_entries set committed_at = committed_at - 60000 where seq = 3');
    expect(await check()).toEqual({ ok: false, out: 'entry 3: the hash does not match its fields' });
    await ctx.exec('update ledger_entries set committed_at = committed_at + 60000 where seq = 3');
    // A correction rewritten in the database to hide the number it replaced.
    await ctx.exec("update result_entries set replaced = '125' where seq = 2");
    expect(await check()).toEqual({ ok: false, out: `chain intact: 5 entries, 2 reveals checked; head ${head.hash}\nresult entry 2: the hash does not match its fields` });
  }, 120_000);

  it('fails cleanly when the site cannot be reached, and leaves the shell open', async () => {
    const closed = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const r = await check(`http://127.0.0.1:${port}`);
    expect(r.ok).toBe(false);
    expect(r.out.split('\n').at(-1)).toBe(`could not download http://127.0.0.1:${port}/api/ledger (after 0): nothing checked`);
    expect(r.out).not.toContain('intact');
  }, 60_000);
});
