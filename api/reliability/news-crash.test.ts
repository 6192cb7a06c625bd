// A news e-mail to a hundred members, the server killed with kill -9 in the middle of the send
// (docs/product.md, "News e-mails"; docs/architecture.md, "Jobs"): after a restart the send ends,
// no member gets a copy twice, and none is lost: each recipient either got their copy and is
// counted sent, or is counted failed because the process died while handing that copy to the mail
// server (the copy may have gone; it is never sent again). The mail server is a stand-in on a
// loopback port that keeps every message handed over, so a second copy would show.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { broadcastRecipients } from '#db/schema-news';
import { users } from '#db/schema-users';
import { openDatabase } from '../platform/db/open';
import { DEFAULT_CONCURRENCY } from '../platform/jobs/jobs.worker';
import { insertMailMembers } from '../test/push-members';
import { loginToken, startServer } from '../test/server-process';
import { startSmtpStandIn } from '../test/smtp-stand-in';
import { createTestDatabase } from '../test/test-database';

const MEMBERS = 100;
/** Copies handed over before the kill: the send is under way, far from done. */
const KILL_AFTER = 25;

const smtp = await startSmtpStandIn({ answerDelayMs: 50 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-news-crash-'));
const database = await createTestDatabase(dataDir);
afterAll(async () => {
  await smtp.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const env = {
  DATA_DIR: dataDir,
  ...(database.url && { DATABASE_URL: database.url }),
  ADMIN_EMAIL: 'news-admin@example.com',
  ADMIN_PASSWORD: 'news-admin-password',
  SMTP_URL: smtp.url,
};

interface BroadcastRow {
  id: string;
  status: string;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
}

describe('kill -9 mid news send', () => {
  it('sends no copy twice and loses none: each member is sent one or counted failed', async () => {
    const server = await startServer(env);
    const emails = Array.from({ length: MEMBERS }, (_, i) => `member${i}@example.com`);
    const db = await openDatabase(database.target);
    try {
      await db.write((tx) => insertMailMembers(tx, emails, 'member'));
    } finally {
      await db.close();
    }
    const admin = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const copiesTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && /^Subject: Before the crash$/m.test(m.text)).length;
    const started = await fetch(`${server.url}/api/admin/broadcasts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ subject: 'Before the crash', body: 'Hello.', segment: 'subscribers' }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id, recipients } = (await started.json()) as { id: string; recipients: number };
    expect(recipients).toBe(MEMBERS);
    for (let waited = 0; smtp.mails.length < KILL_AFTER && waited < 120_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    await server.crash();
    const beforeKill = smtp.mails.length;
    expect(beforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(beforeKill).toBeLessThan(recipients);

    const again = await startServer(env);
    const look = await openDatabase(database.target);
    try {
      const token = await loginToken(again.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      const broadcast = async () => {
        const r = await fetch(`${again.url}/api/admin/broadcasts`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await r.json()) as BroadcastRow[]).find((b) => b.id === id)!;
      };
      // A deadline only lost work reaches: the rest goes at ten a second once the cut-off job's lease ends.
      let b = await broadcast();
      for (let waited = 0; b.status !== 'sent' && waited < 180_000; waited += 500) {
        await new Promise((r) => setTimeout(r, 500));
        b = await broadcast();
      }
      expect(b.status).toBe('sent');
      expect(b.sent + b.failed + b.skipped).toBe(recipients);
      expect(b.skipped).toBe(0);
      const copies = emails.map(copiesTo);
      const stateOf = async (email: string) => {
        const [r] = await look
          .select({ state: broadcastRecipients.state })
          .from(broadcastRecipients)
          .innerJoin(users, eq(users.id, broadcastRecipients.userId))
          .where(eq(users.email, email));
        return r?.state;
      };
      // Never twice.
      expect(Math.max(...copies)).toBe(1);
      const received = copies.filter((n) => n === 1).length;
      console.log(`news crash: killed after ${beforeKill} of ${recipients} copies; in the end ${b.sent} sent, ${b.failed} counted failed, ${received} received`);
      // None lost: every recipient counted sent got their copy, and every one not received is
      // counted failed; the failed are the copies the dead process was handing over, one per job
      // it was running (a news-mail job sends one copy).
      for (const [i, email] of emails.entries()) if (copies[i] === 0) expect(await stateOf(email), email).toBe('failed');
      expect(received).toBeGreaterThanOrEqual(b.sent);
      expect(b.failed).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    } finally {
      await look.close();
      await again.stop();
    }
  });
});
